import type { AppContext } from '../core/app-context.ts';
import type { App } from '../http/app-types.ts';
import { mailWorkHandlers } from '../services/mail-notifications/mail-work-handlers.ts';
import { startQueueWorker } from '../services/queue/queue-worker.ts';

/**
 * This process's share of the job queue (decision 017): it polls once a second and takes due
 * work with SKIP LOCKED, so any number of processes on one PostgreSQL split the work between
 * them. It stops, finishing the work in hand, when the app closes.
 */
export function startWorkQueue(app: App, ctx: AppContext): void {
  const worker = startQueueWorker(ctx.database.db, {
    handlers: mailWorkHandlers(ctx),
    log: (level, message, error) => app.log[level]({ err: error }, message),
  });
  app.addHook('onClose', () => worker.stop());
}
