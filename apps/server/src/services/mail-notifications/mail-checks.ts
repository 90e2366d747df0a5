import { sql } from '../../db/sql.ts';
import { venueMemberIds } from '../organisations/job-audience.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { ClaimedWork } from '../queue/work-queue.ts';
import { recordMailEvent } from './record-mail-event.ts';
import { recordJobMailEvent } from './record-job-mail-event.ts';

/** Queued when someone applies: if still unanswered after 48 h, the venue gets one reminder. */
export const UNANSWERED_CHECK = 'mail.unanswered-check';
export const UNANSWERED_AFTER_MS = 48 * 3_600_000;

/** Queued when an interview is set or moved, to run 24 h before it. */
export const INTERVIEW_REMINDER = 'mail.interview-reminder';
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

type Ctx = Pick<AppContext, 'database' | 'config'>;

/**
 * Still 'Pending', and the venue has not written to the applicant since they applied: the venue
 * gets its one reminder. Anything else (a status move, a message) counts as an answer.
 */
export async function checkUnanswered(ctx: Ctx, work: ClaimedWork): Promise<void> {
  const applicationId = String(work.payload.applicationId);
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const result = await tx.execute<{ job_id: string }>(sql`
      select a.job_id from applications a
      join jobs j on j.id = a.job_id
      where a.id = ${applicationId} and a.status = 'Pending' and j.removed_at is null
        and not exists (
          select 1 from messages m
          join conversation_participants p on p.conversation_id = m.conversation_id
          where m.sender_id in ${venueMemberIds(sql`a.restaurant_id`)}
            and m.receiver_id = a.applicant_id
            and m.created_at >= a.applied_at and p.user_id = a.applicant_id)`);
    const row = result.rows[0];
    if (!row) return;
    await recordJobMailEvent(tx, ctx.config, {
      jobId: row.job_id,
      topic: 'applications',
      type: 'application_unanswered',
      subjectId: applicationId,
    });
  });
}

/** The interview is still the one the reminder was set for, and still ahead: both sides hear. */
export async function remindInterview(ctx: Ctx, work: ClaimedWork): Promise<void> {
  const applicationId = String(work.payload.applicationId);
  const sequence = Number(work.payload.sequence);
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const result = await tx.execute<{ applicant_id: string; job_id: string }>(sql`
      select applicant_id, job_id from applications
      where id = ${applicationId} and interview_sequence = ${sequence}
        and interview_date > now()`);
    const row = result.rows[0];
    if (!row) return;
    const reminder = {
      topic: 'interviews',
      type: 'interview_reminder',
      subjectId: applicationId,
      gather: 'alone',
    } as const;
    await recordMailEvent(tx, ctx.config, { ...reminder, recipientId: row.applicant_id });
    await recordJobMailEvent(tx, ctx.config, { ...reminder, jobId: row.job_id });
  });
}
