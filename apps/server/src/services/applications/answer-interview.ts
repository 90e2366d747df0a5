import { isOpenApplication } from '@brigade/shared/applications/application-status';
import type { InterviewResponseInput } from '@brigade/shared/applications/interview-response';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '../../core/app-error.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { findApplicationFor, type ApplicationRow } from './application-record.ts';
import { presentInterview } from './present-application.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { MailTiming } from '../mail-notifications/record-mail-event.ts';
import { recordJobMailEvent } from '../mail-notifications/record-job-mail-event.ts';

/** An interview can be answered while it is set, still ahead, and the application open. */
export function isInterviewAnswerable(
  row: Pick<ApplicationRow, 'interviewDate' | 'status'>,
  now: Date,
): boolean {
  return (
    row.interviewDate !== null &&
    row.interviewDate.getTime() > now.getTime() &&
    isOpenApplication(row.status)
  );
}

/**
 * Keeps the applicant's answer on the application and adds it to the timeline, with the
 * interview it answers (inside the caller's transaction, the row locked). Answering again is
 * allowed: the newest answer holds, and each is on the timeline.
 */
export async function recordInterviewAnswer(
  tx: NodePgDatabase,
  timing: MailTiming,
  row: ApplicationRow,
  input: InterviewResponseInput,
): Promise<void> {
  if (!isInterviewAnswerable(row, new Date())) throw new AppError('interview_not_answerable');
  await tx
    .update(applications)
    .set({ interviewResponse: input.response })
    .where(eq(applications.id, row.id));
  await tx.insert(applicationEvents).values({
    applicationId: row.id,
    kind: input.response === 'confirmed' ? 'interview_confirmed' : 'interview_reschedule_requested',
    note: input.note,
    actorId: row.applicantId,
    details: { interview: presentInterview(row), sequence: row.interviewSequence },
  });
  // The venue hears the answer at once (with the applicant's note when asking for another time).
  await recordJobMailEvent(tx, timing, {
    jobId: row.jobId,
    topic: 'interviews',
    type: input.response === 'confirmed' ? 'interview_confirmed' : 'interview_reschedule_requested',
    subjectId: row.id,
    payload: { note: input.note },
    gather: 'alone',
  });
}

/** The applicant confirms the interview or asks for another time, from the application page. */
export async function answerInterview(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: InterviewResponseInput,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { row, viewer } = await findApplicationFor(tx, user, id, { lock: true });
    if (viewer !== 'applicant') throw new AppError('forbidden');
    await recordInterviewAnswer(tx, ctx.config, row, input);
  });
}
