import { twoFactorSecrets } from '../../../db/schema/two-factor.ts';
import type { AdminUserDetail } from '@brigade/shared/admin/users';
import type { SessionUser } from '@brigade/shared/session';
import { count, desc, eq, inArray } from '../../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../../../db/schema/applications.ts';
import { certificateChecksOf } from '../../resumes/certificate-checks.ts';
import { jobs } from '../../../db/schema/jobs.ts';
import { securityEvents } from '../../../db/schema/security-events.ts';
import { userProfiles } from '../../../db/schema/user-profiles.ts';
import { venues } from '../../../db/schema/organisations.ts';
import { presentAdminUser } from './present-admin-user.ts';
import { planStatusOfUser } from '../../plans/read-plan-status.ts';
import { loadTargetUser, type TargetUser } from './target-user.ts';
import type { AppContext } from '../../../core/app-context.ts';

/** How many listings, applications and security events a user's page shows. */
export const detailListLimit = 20;

/**
 * A user's page for an admin: the users record and profile, a restaurant's newest listings (with
 * application counts) or an applicant's newest applications, and their recent security events.
 */
export async function getUserDetail(
  ctx: AppContext,
  admin: SessionUser,
  targetId: string,
): Promise<AdminUserDetail> {
  const { db } = ctx.database;
  const target = await loadTargetUser(db, targetId);
  const isApplicant = target.userType === 'applicant';
  const [[profile], [venue], listings, applicationRows, checks, events] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.userId, target.id)),
    // A restaurant account's own venue keeps its id (decision 024).
    db.select().from(venues).where(eq(venues.id, target.id)),
    target.userType === 'restaurant' ? listingsOf(db, target) : null,
    isApplicant ? applicationsOf(db, target) : null,
    isApplicant ? certificateChecksOf(db, target.id) : null,
    db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, target.id))
      .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.id))
      .limit(detailListLimit),
  ]);
  return {
    user: {
      ...presentAdminUser(target, venue?.name ?? null),
      profileComplete: target.profileComplete,
    },
    profile:
      profile || venue
        ? {
            phone: profile?.phone ?? null,
            city: venue?.city ?? profile?.city ?? null,
            headline: profile?.headline ?? null,
            bio: profile?.bio ?? null,
            venueType: venue?.venueType ?? null,
            address: venue?.address ?? null,
            website: venue?.website ?? null,
          }
        : null,
    listings,
    applications: applicationRows,
    certificateChecks: checks,
    securityEvents: events.map((event) => ({
      id: event.id,
      occurredAt: event.occurredAt.toISOString(),
      severity: event.severity,
      type: event.type,
      ip: event.ip,
      details: event.details,
    })),
    isSelf: admin.id === target.id,
    twoFactorEnabled: target.userType === 'admin' ? await twoFactorEnabled(db, target.id) : null,
    plan: await planStatusOfUser(db, target),
  };
}

async function twoFactorEnabled(db: NodePgDatabase, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: twoFactorSecrets.enabledAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  return Boolean(row?.enabledAt);
}

async function listingsOf(db: NodePgDatabase, target: TargetUser) {
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, createdAt: jobs.createdAt })
    .from(jobs)
    .where(eq(jobs.restaurantId, target.id))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(detailListLimit);
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ jobId: applications.jobId, total: count() })
          .from(applications)
          .where(
            inArray(
              applications.jobId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(applications.jobId);
  const countOf = new Map(counts.map((row) => [row.jobId, row.total]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    applicationCount: countOf.get(row.id) ?? 0,
  }));
}

async function applicationsOf(db: NodePgDatabase, target: TargetUser) {
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      venueName: jobs.venueName,
      status: applications.status,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.applicantId, target.id))
    .orderBy(desc(applications.appliedAt), desc(applications.id))
    .limit(detailListLimit);
  return rows.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() }));
}
