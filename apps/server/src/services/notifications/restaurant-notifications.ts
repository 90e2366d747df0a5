import { notificationConfig } from '@brigade/shared/constants';
import { expiryWarningAt, expiryWarningDays } from '@brigade/shared/jobs/listing-expiry';
import {
  decisionWarningAt,
  decisionWindow,
  undecidedStatuses,
} from '@brigade/shared/applications/decision-window';
import { paths } from '@brigade/shared/routes';
import { and, desc, eq, gt, gte, inArray, isNull, lte, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { users } from '../../db/schema/users.ts';
import { notificationIds } from './notification-ids.ts';
import { heardJobIds } from '../organisations/job-audience.ts';

/** The listings the member hears about: assignee, follower, or owner of an unassigned one. */
const heard = (memberId: string) => sql`${jobs.id} in ${heardJobIds(memberId)}`;
import { fullName, sourceLimit, type DerivedNotification } from './notification-source.ts';

/** Restaurants: 'New Application' for applications to their jobs of the last 7 days. */
async function newApplications(
  db: NodePgDatabase,
  memberId: string,
  now: Date,
): Promise<DerivedNotification[]> {
  const since = new Date(now.getTime() - notificationConfig.newApplicationWindowMs);
  const rows = await db
    .select({
      id: applications.id,
      appliedAt: applications.appliedAt,
      jobTitle: jobs.title,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(and(heard(memberId), gte(applications.appliedAt, since)))
    .orderBy(desc(applications.appliedAt))
    .limit(sourceLimit);
  return rows.map((row) => ({
    id: notificationIds.newApplication(row.id),
    kind: 'new_application',
    type: 'application',
    params: { jobTitle: row.jobTitle, applicantName: fullName(row) },
    timestamp: row.appliedAt.toISOString(),
    link: paths.restaurant.application(row.id),
  }));
}

/**
 * Restaurants: the applicant's answer to an interview (confirmed, or asked to reschedule), one
 * per answer of the last 7 days (the window of new applications).
 */
async function interviewAnswers(
  db: NodePgDatabase,
  memberId: string,
  now: Date,
): Promise<DerivedNotification[]> {
  const since = new Date(now.getTime() - notificationConfig.newApplicationWindowMs);
  const rows = await db
    .select({
      id: applicationEvents.id,
      kind: applicationEvents.kind,
      createdAt: applicationEvents.createdAt,
      applicationId: applications.id,
      jobTitle: jobs.title,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(
      and(
        heard(memberId),
        inArray(applicationEvents.kind, ['interview_confirmed', 'interview_reschedule_requested']),
        gte(applicationEvents.createdAt, since),
      ),
    )
    .orderBy(desc(applicationEvents.createdAt))
    .limit(sourceLimit);
  return rows.map((row) => ({
    id: notificationIds.interviewAnswer(row.id),
    kind:
      row.kind === 'interview_confirmed' ? 'interview_confirmed' : 'interview_reschedule_requested',
    type: 'application',
    params: { jobTitle: row.jobTitle, applicantName: fullName(row) },
    timestamp: row.createdAt.toISOString(),
    link: paths.restaurant.application(row.applicationId),
  }));
}

/**
 * Restaurants: a listing that closes by itself within `expiryWarningDays` (dated when the warning
 * became due), and one that did so in the last 7 days (dated when it closed). Both say to renew.
 */
async function listingExpiry(
  db: NodePgDatabase,
  memberId: string,
  now: Date,
): Promise<DerivedNotification[]> {
  const warnFrom = new Date(now.getTime() + expiryWarningDays * 86_400_000);
  const since = new Date(now.getTime() - notificationConfig.newApplicationWindowMs);
  const columns = { id: jobs.id, title: jobs.title, validThrough: jobs.validThrough };
  const [expiring, expired] = await Promise.all([
    db
      .select(columns)
      .from(jobs)
      .where(
        and(
          heard(memberId),
          eq(jobs.status, 'open'),
          isNull(jobs.removedAt),
          gt(jobs.validThrough, now),
          lte(jobs.validThrough, warnFrom),
        ),
      )
      .orderBy(desc(jobs.validThrough))
      .limit(sourceLimit),
    // Expired: closed with its date kept and no reason (listing-expiry.ts `isExpired`).
    db
      .select(columns)
      .from(jobs)
      .where(
        and(
          heard(memberId),
          eq(jobs.status, 'closed'),
          isNull(jobs.closedReason),
          isNull(jobs.removedAt),
          gte(jobs.validThrough, since),
          lte(jobs.validThrough, now),
        ),
      )
      .orderBy(desc(jobs.validThrough))
      .limit(sourceLimit),
  ]);
  const item = (
    row: (typeof expiring)[number],
    kind: 'job_expiring' | 'job_expired',
  ): DerivedNotification => {
    const validThrough = row.validThrough ?? now;
    return {
      id:
        kind === 'job_expiring'
          ? notificationIds.listingExpiring(row.id, validThrough)
          : notificationIds.listingExpired(row.id, validThrough),
      kind,
      type: 'job',
      params: { jobTitle: row.title, validThrough: validThrough.toISOString() },
      timestamp: (kind === 'job_expiring'
        ? expiryWarningAt(validThrough)
        : validThrough
      ).toISOString(),
      link: paths.restaurant.dashboard,
    };
  };
  return [
    ...expiring.map((row) => item(row, 'job_expiring')),
    ...expired.map((row) => item(row, 'job_expired')),
  ];
}

/**
 * Restaurants (no ghosting): an undecided application that closes by itself within the warning's
 * days, dated when the warning became due, with the day it closes; it links to the application,
 * where the venue decides or extends.
 */
async function decisionsDue(
  db: NodePgDatabase,
  memberId: string,
  now: Date,
): Promise<DerivedNotification[]> {
  const warnFrom = new Date(now.getTime() + decisionWindow.warningDays * 86_400_000);
  const rows = await db
    .select({
      id: applications.id,
      decideBy: applications.decideBy,
      jobTitle: jobs.title,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(
      and(
        heard(memberId),
        inArray(applications.status, undecidedStatuses),
        gt(applications.decideBy, now),
        lte(applications.decideBy, warnFrom),
      ),
    )
    .orderBy(desc(applications.decideBy))
    .limit(sourceLimit);
  return rows.map((row) => {
    const decideBy = row.decideBy ?? now;
    return {
      id: notificationIds.decisionDue(row.id, decideBy),
      kind: 'decision_due',
      type: 'application',
      params: {
        jobTitle: row.jobTitle,
        applicantName: fullName(row),
        decideBy: decideBy.toISOString(),
      },
      timestamp: decisionWarningAt(decideBy).toISOString(),
      link: paths.restaurant.application(row.id),
    };
  });
}

/**
 * A restaurant member's notifications, about the listings they hear of (their assignee's or
 * follower's, or as owner the unassigned ones): new applications, interview answers, listings
 * expiring or expired, and undecided applications about to close (no ghosting).
 */
export async function restaurantNotifications(
  db: NodePgDatabase,
  memberId: string,
  now: Date,
): Promise<DerivedNotification[]> {
  const sources = await Promise.all([
    newApplications(db, memberId, now),
    interviewAnswers(db, memberId, now),
    listingExpiry(db, memberId, now),
    decisionsDue(db, memberId, now),
  ]);
  return sources.flat();
}
