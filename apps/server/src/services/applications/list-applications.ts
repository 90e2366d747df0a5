import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import type { ApplicationListQuery } from '@brigade/shared/applications/application-list-query';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { and, desc, eq, inArray, sql, type SQL } from '../../db/sql.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { users } from '../../db/schema/users.ts';
import { bestFitAgainst, fitColumnsAgainst } from '../jobs/shift-fit-sql.ts';
import { toPage } from '../pagination.ts';
import { presentApplicationSummary } from './present-application.ts';
import { tagsOf } from '../application-tags/tag-store.ts';
import type { ApplicationTag } from '@brigade/shared/applications/application-tags';
import type { AppContext } from '../../core/app-context.ts';
import type { SessionUser } from '@brigade/shared/session';
import { reachableVenueIds } from '../organisations/venue-access.ts';

/**
 * One side's applications, newest first: an applicant's own, or every application to the jobs
 * of the venues a member works for (the spec's unimplemented "query by restaurant"), filtered by job and status.
 * Each says how the job's shifts fit the applicant's availability (counted in SQL from the kept
 * masks), and `sort=fit` puts the best fit first.
 */
export async function listApplications(
  ctx: AppContext,
  owner: { applicantId: string } | { member: SessionUser },
  query: ApplicationListQuery,
): Promise<Page<ApplicationSummary>> {
  const { db } = ctx.database;
  const forRestaurant = 'member' in owner;
  const venueIds = forRestaurant ? await reachableVenueIds(db, owner.member) : [];
  if (forRestaurant && venueIds.length === 0) {
    return { items: [], page: query.page, pageSize: query.pageSize, total: 0 };
  }
  const conditions: SQL[] = [
    forRestaurant
      ? inArray(applications.restaurantId, venueIds)
      : eq(applications.applicantId, owner.applicantId),
  ];
  if (query.jobId) conditions.push(eq(applications.jobId, query.jobId));
  if (query.status) conditions.push(eq(applications.status, query.status));
  const rows = await db
    .select({
      application: applications,
      job: {
        id: jobs.id,
        title: jobs.title,
        venueName: jobs.venueName,
        city: jobs.city,
        status: jobs.status,
      },
      applicant: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        photoURL: users.photoURL,
      },
      fit: fitColumnsAgainst(resumes.availabilityMask),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    // The resume as it is now (one per applicant): availability changes count at once.
    .leftJoin(resumes, eq(resumes.applicantId, applications.applicantId))
    .where(and(...conditions))
    .orderBy(
      ...(query.sort === 'fit' ? [bestFitAgainst(resumes.availabilityMask)] : []),
      desc(applications.appliedAt),
      desc(applications.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // The venue's private tags, for the venue's own list only.
  const tags = forRestaurant
    ? await tagsOf(
        db,
        rows.map((row) => row.application.id),
      )
    : new Map<string, ApplicationTag[]>();
  return toPage(
    rows,
    query,
    (row) =>
      presentApplicationSummary(row.application, {
        job: row.job,
        applicant: forRestaurant ? row.applicant : null,
        fit: row.fit,
        tags: tags.get(row.application.id) ?? [],
      }),
    async () => {
      const [count] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(applications)
        .where(and(...conditions));
      return count?.total ?? 0;
    },
  );
}
