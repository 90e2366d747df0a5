import type { InterviewInput } from '@brigade/shared/applications/application-input';
import { canScheduleInterview } from '@brigade/shared/applications/application-status';
import type { SessionUser } from '@brigade/shared/session';
import { zonedTimeToInstant } from '@brigade/shared/zoned-time';
import { eq } from 'drizzle-orm';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import { findApplicationFor } from './application-record.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Schedules (or reschedules) an interview: sets interviewDate from the venue's wall-clock time
 * and time zone, and forces the status to 'Shortlisted' (spec section 4). Only the restaurant,
 * only before an offer, only in the future.
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
  });
}

/** Cancels the scheduled interview (the status stays where it is). */
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
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id));
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'interview_cancelled',
      actorId: user.id,
    });
  });
}
