import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { registerGetOverview } from './get-overview.ts';
import { registerListAdminJobs } from './list-admin-jobs.ts';
import { registerListContactMessages } from './list-contact-messages.ts';
import { registerModerateJob } from './moderate-job.ts';
import { registerSetContactMessageRead } from './set-contact-message-read.ts';

/** The admin dashboard's figures, listings moderation and contact messages (issue 7). */
export function registerAdminContentRoutes(app: App, ctx: AppContext): void {
  registerGetOverview(app, ctx);
  registerListAdminJobs(app, ctx);
  registerModerateJob(app, ctx);
  registerListContactMessages(app, ctx);
  registerSetContactMessageRead(app, ctx);
}
