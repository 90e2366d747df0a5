import type { AdminJobSummary, JobModerationInput } from '@brigade/shared/admin/job-moderation';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import type { AppContext } from '../../core/app-context.ts';
import { mailApplicationsClosed } from '../mail-notifications/listing-mail.ts';
import { recordJobMailEvent } from '../mail-notifications/record-job-mail-event.ts';

/**
 * An admin closes a job (its restaurant may reopen it, which clears the reason) or removes it
 * for good (closed, `removed_at` set: hidden from everyone but its restaurant and admins, never
 * edited or reopened again). The change and its audit entry are one transaction. A removed job
 * cannot be moderated again (`job_removed`).
 */
export async function moderateJob(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  input: JobModerationInput,
  ip: string,
): Promise<Pick<AdminJobSummary, 'id' | 'status' | 'closedReason' | 'removedAt'>> {
  const { db } = ctx.database;
  if (!isUuid(id)) throw new AppError('not_found');
  const moderated = await db.transaction(async (tx) => {
    // Locked, so two admins acting at once are applied one after the other.
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) throw new AppError('not_found');
    if (job.removedAt) throw new AppError('job_removed');
    const now = new Date();
    const [updated] = await tx
      .update(jobs)
      .set({
        status: 'closed',
        closedReason: input.reason,
        // Closed by a person, not by its expiry: no date left to read as "Expired".
        validThrough: null,
        updatedAt: now,
        ...(input.action === 'remove' ? { removedAt: now } : {}),
      })
      .where(eq(jobs.id, id))
      .returning({
        id: jobs.id,
        status: jobs.status,
        closedReason: jobs.closedReason,
        removedAt: jobs.removedAt,
      });
    if (!updated) throw new AppError('not_found');
    await recordAdminAction(tx, {
      admin,
      action: input.action === 'remove' ? 'job.remove' : 'job.close',
      target: { type: 'job', id, label: job.title },
      details: { reason: input.reason },
      ip,
    });
    // The venue learns of it with the reason (until now only Manage Listings showed it), and
    // applicants still in play learn that the listing closed.
    await recordJobMailEvent(tx, ctx.config, {
      jobId: job.id,
      topic: 'listings',
      type: input.action === 'remove' ? 'job_removed_by_admin' : 'job_closed_by_admin',
      subjectId: id,
      payload: { reason: input.reason },
    });
    if (job.status !== 'closed') await mailApplicationsClosed(tx, ctx.config, id);
    return { ...updated, removedAt: updated.removedAt?.toISOString() ?? null };
  });
  await ctx.live.announcePublicChange();
  return moderated;
}
