import type { InterviewInput } from '@brigade/shared/applications/application-input';
import { canScheduleInterview } from '@brigade/shared/applications/application-status';
import type { SessionUser } from '@brigade/shared/session';
import { zonedTimeToInstant } from '@brigade/shared/zoned-time';
import { eq, sql } from '../../db/sql.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import { findApplicationFor } from './application-record.ts';
import type { AppContext } from '../../core/app-context.ts';
import { INTERVIEW_REMINDER, REMINDER_BEFORE_MS } from '../mail-notifications/mail-checks.ts';
import { recordMailEvent } from '../mail-notifications/record-mail-event.ts';
import { enqueueWork } from '../queue/work-queue.ts';

/** The calendar invite's next SEQUENCE (RFC 5546): every schedule, move and cancel raises it. */
const nextSequence = sql`${applications.interviewSequence} + 1`;

/**
 * Schedules (or reschedules) an interview: sets interviewDate from the venue's wall-clock time
 * and time zone, and forces the status to 'Shortlisted' (spec section 4). Only the restaurant,
 * only before an offer, only in the future. The applicant's earlier answer no longer holds.
 */
export async function scheduleInterview(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: InterviewInput,
): Promise<void> {
  const { db } = ctx.database;
  const at = zonedTimeToInstant(input.localDateTime, input.timeZone);
  if (at.getTime() <= Date.now()) {
    throw new AppError('validation_failed', {
      fields: { localDateTime: fieldError('validation.interviewInPast') },
    });
  }
  await db.transaction(async (tx) => {
    const { row, viewer } = await findApplicationFor(tx, user, id, { lock: true });
    if (viewer !== 'restaurant') throw new AppError('forbidden');
    if (!canScheduleInterview(row.status)) throw new AppError('interview_not_allowed');
    const now = new Date();
    await tx
      .update(applications)
      .set({
        status: 'Shortlisted',
        interviewDate: at,
        interviewTimeZone: input.timeZone,
        interviewLocation: input.location,
        interviewSequence: nextSequence,
        interviewResponse: null,
        updatedAt: now,
      })
      .where(eq(applications.id, id));
    const interview = { at: at.toISOString(), timeZone: input.timeZone, location: input.location };
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'interview_scheduled',
      fromStatus: row.status,
      toStatus: 'Shortlisted',
      note: input.note,
      actorId: user.id,
      details: { interview, rescheduled: row.interviewDate !== null },
    });
    // The applicant gets the invite (its own mail, with the calendar file), and both sides a
    // reminder the day before unless the interview changed by then (the sequence says).
    await recordMailEvent(tx, ctx.config, {
      recipientId: row.applicantId,
      topic: 'interviews',
      type: row.interviewDate ? 'interview_moved' : 'interview_scheduled',
      subjectId: id,
      gather: 'alone',
    });
    // An interview less than a day away needs no reminder: the invite has just gone.
    const remindAt = at.getTime() - REMINDER_BEFORE_MS;
    if (remindAt > Date.now()) {
      await enqueueWork(tx, {
        kind: INTERVIEW_REMINDER,
        payload: { applicationId: id, sequence: row.interviewSequence + 1 },
        runAt: new Date(remindAt),
      });
    }
  });
}

/** Cancels the scheduled interview (the status stays where it is) and its answer. */
export async function cancelInterview(
  ctx: AppContext,
  user: SessionUser,
  id: string,
): Promise<void> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const { row, viewer } = await findApplicationFor(tx, user, id, { lock: true });
    if (viewer !== 'restaurant') throw new AppError('forbidden');
    if (!row.interviewDate) throw new AppError('not_found');
    await tx
      .update(applications)
      .set({
        interviewDate: null,
        interviewTimeZone: null,
        interviewLocation: null,
        interviewSequence: nextSequence,
        interviewResponse: null,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id));
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'interview_cancelled',
      actorId: user.id,
    });
    // The cancel mail names the interview that was (the row no longer holds it) and carries the
    // calendar's CANCEL for it.
    await recordMailEvent(tx, ctx.config, {
      recipientId: row.applicantId,
      topic: 'interviews',
      type: 'interview_cancelled',
      subjectId: id,
      payload: {
        interview: {
          at: row.interviewDate.toISOString(),
          timeZone: row.interviewTimeZone,
          location: row.interviewLocation ?? '',
        },
        sequence: row.interviewSequence + 1,
      },
      gather: 'alone',
    });
  });
}
