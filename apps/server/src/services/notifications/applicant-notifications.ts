import { certificateReminderDue } from '@brigade/shared/resumes/certificates';
import { paths } from '@brigade/shared/routes';
import { and, desc, eq, ne, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { notificationIds } from './notification-ids.ts';
import { sourceLimit, type DerivedNotification } from './notification-source.ts';

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
    .limit(sourceLimit);
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

/** An applicant's notifications: status changes, and certificates about to expire. */
export async function applicantNotifications(
  db: NodePgDatabase,
  applicantId: string,
  now: Date,
): Promise<DerivedNotification[]> {
  const sources = await Promise.all([
    statusChanges(db, applicantId),
    certificateReminders(db, applicantId, now),
  ]);
  return sources.flat();
}
