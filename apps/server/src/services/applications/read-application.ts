import type {
  ApplicationDetail,
  TimelineEntry,
} from '@brigade/shared/applications/application-answers';
import {
  canScheduleInterview,
  nextApplicationStatuses,
} from '@brigade/shared/applications/application-status';
import { isUndecided } from '@brigade/shared/applications/decision-window';
import { heldCertificate } from '@brigade/shared/resumes/certificates';
import type { SessionUser } from '@brigade/shared/session';
import { asc, eq } from '../../db/sql.ts';
import { applicationEvents, type applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { canActOnApplication } from '../../policies/application-policy.ts';
import { fitColumnsAgainst } from '../jobs/shift-fit-sql.ts';
import { readResume } from '../resumes/read-resume.ts';
import { isInterviewAnswerable } from './answer-interview.ts';
import { findApplicationFor } from './application-record.ts';
import { presentApplicationSummary } from './present-application.ts';
import { tagsOf } from '../application-tags/tag-store.ts';
import type { AppContext } from '../../core/app-context.ts';
import { venueContactOf } from '../organisations/job-audience.ts';

/**
 * One application as `user` may see it: its applicant, the restaurant of the job (with its
 * private notes), or an admin. The timeline is oldest first; the viewer's possible moves come
 * from the shared transition map.
 */
export async function readApplication(
  ctx: AppContext,
  user: SessionUser,
  id: string,
): Promise<ApplicationDetail> {
  const { db } = ctx.database;
  const { row, viewer } = await findApplicationFor(db, user, id);
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      venueName: jobs.venueName,
      city: jobs.city,
      status: jobs.status,
      requiredCertificates: jobs.requiredCertificates,
      fit: fitColumnsAgainst(resumes.availabilityMask),
    })
    .from(jobs)
    .leftJoin(resumes, eq(resumes.applicantId, row.applicantId))
    .where(eq(jobs.id, row.jobId));
  const [applicant] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      photoURL: users.photoURL,
      city: userProfiles.city,
      headline: userProfiles.headline,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, row.applicantId));
  if (!job || !applicant) throw new Error('an application without its job or applicant');

  const events = await db
    .select({
      event: applicationEvents,
      actorType: users.userType,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, row.id))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  const timeline: TimelineEntry[] = events.map(({ event, actorType, ...actor }) => ({
    id: event.id,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    note: event.note,
    actor:
      actorType === 'applicant'
        ? 'applicant'
        : actorType === 'restaurant'
          ? 'restaurant'
          : actorType === 'admin'
            ? 'admin'
            : null,
    byYou: event.actorId === user.id,
    // Which member acted is the organisation's own business (teams).
    memberName:
      viewer === 'restaurant' && actorType === 'restaurant'
        ? `${actor.actorFirstName ?? ''} ${actor.actorLastName ?? ''}`.trim() || null
        : null,
    interview: (event.details.interview as TimelineEntry['interview']) ?? null,
    createdAt: event.createdAt.toISOString(),
  }));

  const acting = canActOnApplication(viewer) ? viewer : null;
  const resume = await readResume(ctx, { applicantId: row.applicantId }, user);
  const today = new Date().toISOString().slice(0, 10);
  const seesApplicant = viewer !== 'applicant';
  return {
    ...presentApplicationSummary(row, {
      job: {
        id: job.id,
        title: job.title,
        venueName: job.venueName,
        city: job.city,
        status: job.status,
      },
      fit: job.fit,
      applicant: seesApplicant
        ? {
            id: applicant.id,
            firstName: applicant.firstName,
            lastName: applicant.lastName,
            photoURL: applicant.photoURL,
          }
        : null,
      // Private to the venue: never in the applicant's (or an admin's) view.
      tags: viewer === 'restaurant' ? ((await tagsOf(db, [row.id])).get(row.id) ?? []) : [],
    }),
    coverNote: row.coverNote,
    notes: viewer === 'applicant' ? null : row.notes,
    applicantDetails: seesApplicant ? applicant : null,
    resume,
    timeline,
    viewer,
    nextStatuses: acting ? nextApplicationStatuses(row.status, acting) : [],
    canScheduleInterview: viewer === 'restaurant' && canScheduleInterview(row.status),
    interviewResponse: row.interviewDate ? row.interviewResponse : null,
    canAnswerInterview: viewer === 'applicant' && isInterviewAnswerable(row, new Date()),
    restaurantId: row.restaurantId,
    venueContactId: await venueContactOf(db, row.jobId),
    ...decisionState(row, viewer),
    // The certificate wallet: what the job requires, against the resume as it is today.
    requiredCertificates: job.requiredCertificates.map((kind) => ({
      kind,
      state: heldCertificate(resume?.certifications ?? [], kind, today),
    })),
  };
}

/** No ghosting: when an undecided application closes by itself, and whether it may be extended. */
function decisionState(
  row: Pick<
    typeof applications.$inferSelect,
    'status' | 'decideBy' | 'decisionExtendedAt' | 'closedUnansweredAt'
  >,
  viewer: ApplicationDetail['viewer'],
) {
  const open = isUndecided(row.status) && row.decideBy !== null;
  return {
    decideBy: open ? (row.decideBy?.toISOString() ?? null) : null,
    canExtendDecision: open && viewer === 'restaurant' && row.decisionExtendedAt === null,
    closedUnanswered: row.closedUnansweredAt !== null,
  };
}
