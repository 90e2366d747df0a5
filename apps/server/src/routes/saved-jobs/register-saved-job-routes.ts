import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { registerListSavedJobs } from './list-saved-jobs.ts';
import { registerSaveJob } from './save-job.ts';
import { registerSavedJobIds } from './saved-job-ids.ts';
import { registerUnsaveJob } from './unsave-job.ts';

/** Every saved-jobs endpoint (one file each): the Save job toggle and the Saved jobs list. */
export function registerSavedJobRoutes(app: App, ctx: AppContext): void {
  registerListSavedJobs(app, ctx);
  registerSavedJobIds(app, ctx);
  registerSaveJob(app, ctx);
  registerUnsaveJob(app, ctx);
}
