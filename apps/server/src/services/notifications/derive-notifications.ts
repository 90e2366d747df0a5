import { notificationConfig } from '@brigade/shared/constants';
import { expiryWarningAt, expiryWarningDays } from '@brigade/shared/jobs/listing-expiry';
import { certificateReminderDue } from '@brigade/shared/resumes/certificates';
import {
  decisionWarningAt,
  decisionWindow,
  undecidedStatuses,
} from '@brigade/shared/applications/decision-window';
import type { NotificationView } from '@brigade/shared/notifications/notification-answers';
import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { and, desc, eq, gt, gte, inArray, isNull, lte, ne, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { messages } from '../../db/schema/messaging.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { notificationIds } from './notification-ids.ts';

/** A notification before its read state is looked up. */
export type DerivedNotification = Omit<NotificationView, 'read'>;

const limit = notificationConfig.maxItems;

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();

/** Restaurants: 'New Application' for applications to their jobs of the last 7 days. */
async function newApplications(
  db: NodePgDatabase,
  restaurantId: string,
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
    .where(and(eq(applications.restaurantId, restaurantId), gte(applications.appliedAt, since)))
    .orderBy(desc(applications.appliedAt))
    .limit(limit);
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
  restaurantId: string,
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
        eq(applications.restaurantId, restaurantId),
        inArray(applicationEvents.kind, ['interview_confirmed', 'interview_reschedule_requested']),
        gte(applicationEvents.createdAt, since),
      ),
    )
    .orderBy(desc(applicationEvents.createdAt))
    .limit(limit);
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
  restaurantId: string,
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
          eq(jobs.restaurantId, restaurantId),
          eq(jobs.status, 'open'),
          isNull(jobs.removedAt),
          gt(jobs.validThrough, now),
          lte(jobs.validThrough, warnFrom),
        ),
      )
      .orderBy(desc(jobs.validThrough))
      .limit(limit),
    // Expired: closed with its date kept and no reason (listing-expiry.ts `isExpired`).
    db
      .select(columns)
      .from(jobs)
      .where(
        and(
          eq(jobs.restaurantId, restaurantId),
          eq(jobs.status, 'closed'),
          isNull(jobs.closedReason),
          isNull(jobs.removedAt),
          gte(jobs.validThrough, since),
          lte(jobs.validThrough, now),
        ),
      )
      .orderBy(desc(jobs.validThrough))
      .limit(limit),
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
 * Applicants (the certificate wallet): a certificate on their resume 30 days before it expires,
 * and again 7 days before (a new, unread notification), dated when each reminder came due, with
 * the way to their resume.
 */
async function certificateReminders(
  db: NodePgDatabase,
  applicantId: string,
  now: Date,
): Promise<DerivedNotification[]> {
  const [resume] = await db
    .select({ certifications: resumes.certifications })
    .from(resumes)
    .where(eq(resumes.applicantId, applicantId));
  const today = now.toISOString().slice(0, 10);
  return (resume?.certifications ?? []).flatMap((certificate, index) => {
    const days = certificateReminderDue(certificate.expiresOn, today);
    if (days === null) return [];
    const due = new Date(Date.parse(certificate.expiresOn) - days * 86_400_000);
    return [
      {
        id: notificationIds.certificateExpiring(index, certificate.expiresOn, days),
        kind: 'certificate_expiring' as const,
        type: 'application' as const,
        params: {
          certificateKind: certificate.kind ?? 'other',
          certificateName: certificate.name,
          expiresOn: certificate.expiresOn,
        },
        timestamp: due.toISOString(),
        link: paths.applicant.createResume,
      },
    ];
  });
}

/**
 * Restaurants (no ghosting): an undecided application that closes by itself within the warning's
 * days, dated when the warning became due, with the day it closes; it links to the application,
 * where the venue decides or extends.
 */
async function decisionsDue(
  db: NodePgDatabase,
  restaurantId: string,
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
        eq(applications.restaurantId, restaurantId),
        inArray(applications.status, undecidedStatuses),
        gt(applications.decideBy, now),
        lte(applications.decideBy, warnFrom),
      ),
    )
    .orderBy(desc(applications.decideBy))
    .limit(limit);
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
 * Applicants: one status-change notification per application whose status is not 'pending'
 * (case-insensitively) and whose updatedAt differs from appliedAt (spec section 4).
 */
async function statusChanges(
  db: NodePgDatabase,
  applicantId: string,
): Promise<DerivedNotification[]> {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      updatedAt: applications.updatedAt,
      closedUnansweredAt: applications.closedUnansweredAt,
      jobTitle: jobs.title,
      venueName: jobs.venueName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.applicantId, applicantId),
        sql`lower(${applications.status}) <> 'pending'`,
        ne(applications.updatedAt, applications.appliedAt),
      ),
    )
    .orderBy(desc(applications.updatedAt))
    .limit(limit);
  return rows.map((row): DerivedNotification => ({
    id: notificationIds.statusChanged(row.id, row.updatedAt),
    // Closed by Brigade because the venue never decided: said kindly, in words of its own.
    ...(row.closedUnansweredAt
      ? {
          kind: 'application_closed_unanswered',
          params: { jobTitle: row.jobTitle, venueName: row.venueName },
        }
      : { kind: 'status_changed', params: { jobTitle: row.jobTitle, status: row.status } }),
    type: 'application',
    timestamp: row.updatedAt.toISOString(),
    link: paths.applicant.application(row.id),
  }));
}

/**
 * A sender as the thread names them (web `features/messaging/person.ts`): a restaurant by its
 * venue name when it has one, anyone else (or a venue without a name) by their full name.
 */
const senderName = (sender: {
  userType: string | null;
  venueName: string | null;
  firstName: string | null;
  lastName: string | null;
}) => (sender.userType === 'restaurant' && sender.venueName?.trim()) || fullName(sender);

/**
 * Everyone: one 'New Message' per unread message to me, linking to /messaging (the spec's link),
 * its sender named as the thread names them. A sender who deleted their account has no name: the
 * browser says "Deleted user".
 */
async function unreadMessages(
  db: NodePgDatabase,
  receiverId: string,
): Promise<DerivedNotification[]> {
  const rows = await db
    .select({
      id: messages.id,
      createdAt: messages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      venueName: userProfiles.venueName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(userProfiles, eq(userProfiles.userId, messages.senderId))
    .where(and(eq(messages.receiverId, receiverId), eq(messages.read, false)))
    .orderBy(desc(messages.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: notificationIds.newMessage(row.id),
    kind: 'new_message',
    type: 'message',
    params: { senderName: senderName(row) },
    timestamp: row.createdAt.toISOString(),
    link: paths.messaging,
  }));
}

/**
 * The user's notifications as of `now` (spec section 4), newest first: restaurants get new
 * applications, interview answers and listings expiring or expired, applicants status changes, everyone (admins only these) unread messages. At most
 * `notificationConfig.maxItems` (100): each source reads its newest 100, the merge keeps the
 * newest 100 overall.
 */
export async function deriveNotifications(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id' | 'userType'>,
  now: Date,
): Promise<DerivedNotification[]> {
  const sources = [unreadMessages(db, user.id)];
  if (user.userType === 'restaurant') {
    sources.push(
      newApplications(db, user.id, now),
      interviewAnswers(db, user.id, now),
      listingExpiry(db, user.id, now),
      decisionsDue(db, user.id, now),
    );
  }
  if (user.userType === 'applicant') {
    sources.push(statusChanges(db, user.id), certificateReminders(db, user.id, now));
  }
  const all = (await Promise.all(sources)).flat();
  // ISO strings of one format sort as their instants; the id breaks ties so the order is stable.
  all.sort((a, b) =>
    a.timestamp === b.timestamp ? b.id.localeCompare(a.id) : b.timestamp.localeCompare(a.timestamp),
  );
  return all.slice(0, limit);
}
