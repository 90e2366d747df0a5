import { sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { pruneNotificationReads } from '../notifications/prune-notification-reads.ts';
import { pruneRateLimits } from '../rate-limit/consume-rate-limit.ts';
import { pruneSecurityEvents } from '../security/prune-security-events.ts';
import { pruneMailedEvents } from '../mail-notifications/record-mail-event.ts';
import { pruneFinishedWork } from '../queue/work-queue.ts';
import { sweepExpiredListings } from '../listing-expiry/sweep-expired-listings.ts';
import { computeResponsiveness } from '../venues/compute-responsiveness.ts';
import { sweepDecisionDeadlines } from '../applications/decision-deadlines.ts';
import { sendCertificateReminders } from '../resumes/certificate-reminders.ts';

/**
 * What the server does once an hour: drops expired rate-limit windows and the read marks of
 * notifications that can no longer appear, security events past their retention, and on the embedded engine refreshes the planner's
 * statistics — PGlite has no autovacuum daemon, so without it search plans would keep assuming
 * the tables are as small as on the first day. It needs the context's database only: start-server.ts
 * runs it beside the app, before any other part of the context exists outside it.
 */
export async function hourlyMaintenance(
  ctx: Pick<AppContext, 'database' | 'config'>,
): Promise<void> {
  const { database } = ctx;
  await pruneRateLimits(database.db);
  await pruneNotificationReads(database.db);
  // Security events: 90 days, at most the newest 100,000 (securityEventRetention).
  await pruneSecurityEvents(database.db);
  // The job queue's finished work (a week; failures a month) and mailed events (30 days).
  await pruneFinishedWork(database.db);
  await pruneMailedEvents(database.db);
  // Open listings past their validThrough that no queued work will close, and those closing
  // within three days that no warning was queued for (migrated data).
  await sweepExpiredListings(database.db);
  // No ghosting: venues warned of undecided applications closing soon; those past it closed.
  await sweepDecisionDeadlines(ctx);
  // The certificate wallet: certificates expiring in 30 days, then 7, mailed to their holders.
  await sendCertificateReminders(ctx);
  // Each venue's answers to its applicants over 90 days, which job pages show.
  await computeResponsiveness(database.db);
  if (database.kind === 'embedded') await database.db.execute(sql`ANALYZE`);
}
