import type { ApplyInput } from '@brigade/shared/applications/application-input';
import { initialApplicationStatus } from '@brigade/shared/applications/application-status';
import { decideByFor } from '@brigade/shared/applications/decision-window';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { UNANSWERED_AFTER_MS, UNANSWERED_CHECK } from '../mail-notifications/mail-checks.ts';
import { enqueueWork } from '../queue/work-queue.ts';
import { recordJobMailEvent } from '../mail-notifications/record-job-mail-event.ts';

/**
 * An applicant applies to an open job, once: the application starts as 'Pending' (spec section
 * 4), knows the job's restaurant, and opens the timeline. A resume is required first (the
 * restaurant reads it). Undecided past the venue's decision window, it closes by itself.
 */
export async function applyToJob(
  ctx: AppContext,
  applicant: SessionUser,
  jobId: string,
  input: ApplyInput,
): Promise<{ id: string }> {
  const { db } = ctx.database;
  const [job] = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      restaurantId: jobs.restaurantId,
      removedAt: jobs.removedAt,
      decisionDays: venues.decisionDays,
    })
    .from(jobs)
    .leftJoin(venues, eq(venues.id, jobs.restaurantId))
    .where(eq(jobs.id, jobId));
  // A job an admin removed is gone for applicants, as on its page.
  if (!job || job.removedAt) throw new AppError('not_found');
  if (job.status !== 'open') throw new AppError('job_not_open');
  const [resume] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(eq(resumes.applicantId, applicant.id));
  if (!resume) throw new AppError('resume_required');
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(applications)
        .values({
          jobId,
          applicantId: applicant.id,
          restaurantId: job.restaurantId,
          status: initialApplicationStatus,
          coverNote: input.coverNote,
          // It closes by itself unless the venue decides within its window (no ghosting).
          decideBy: decideByFor(new Date(), job.decisionDays),
        })
        .returning({ id: applications.id });
      if (!created) throw new Error('the application was not stored');
      await tx.insert(applicationEvents).values({
        applicationId: created.id,
        kind: 'applied',
        toStatus: initialApplicationStatus,
        actorId: applicant.id,
      });
      // The venue hears of it (several within minutes: one mail), and once more in 48 h if
      // nobody has answered by then.
      await recordJobMailEvent(tx, ctx.config, {
        jobId,
        topic: 'applications',
        type: 'new_application',
        subjectId: created.id,
      });
      await enqueueWork(tx, {
        kind: UNANSWERED_CHECK,
        payload: { applicationId: created.id },
        runAt: new Date(Date.now() + UNANSWERED_AFTER_MS),
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('already_applied');
    throw error;
  }
}
