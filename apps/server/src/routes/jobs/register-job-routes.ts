import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { registerChangeJobStatus } from './change-job-status.ts';
import { registerCreateJob } from './create-job.ts';
import { registerGetJob } from './get-job.ts';
import { registerLatestJobs } from './latest-jobs.ts';
import { registerListRestaurantJobs } from './list-restaurant-jobs.ts';
import { registerRenewJob } from './renew-job.ts';
import { registerBoostJob } from './boost-job.ts';
import { registerListingStats } from './listing-stats.ts';
import { registerJobWatcherRoutes } from './job-watcher-routes.ts';
import { registerSearchJobs } from './search-jobs.ts';
import { registerUpdateJob } from './update-job.ts';

/** Every job endpoint (one file each): Browse Jobs, the job page, Post a Job, Manage Listings. */
export function registerJobRoutes(app: App, ctx: AppContext): void {
  registerSearchJobs(app, ctx);
  registerLatestJobs(app, ctx);
  registerGetJob(app, ctx);
  registerCreateJob(app, ctx);
  registerUpdateJob(app, ctx);
  registerChangeJobStatus(app, ctx);
  registerRenewJob(app, ctx);
  registerBoostJob(app, ctx);
  registerListingStats(app, ctx);
  registerJobWatcherRoutes(app, ctx);
  registerListRestaurantJobs(app, ctx);
}
