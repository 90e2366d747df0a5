import type { JobSummary, JobVenue, VenuePage } from '@brigade/shared/jobs/job-answers';
import { responsivenessFrom } from '@brigade/shared/jobs/venue-responsiveness';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { and, desc, eq, isNull, sql } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import { venueResponsiveness } from '../../db/schema/venue-responsiveness.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { isUuid } from '../../core/ids.ts';
import { jobSummaryColumns, newestFirst } from '../jobs/job-columns.ts';
import { presentJobSummary } from '../jobs/present-job.ts';

/** More open listings than one venue has in practice; the page lists them without a pager. */
const venuePageJobs = 100;

async function readVenueRow(db: NodePgDatabase, venueId: string) {
  const [row] = await db
    .select({
      // Its logo; else, founded from a restaurant account (same id) that still owns it, that
      // account's picture.
      photoURL: sql<string | null>`coalesce(${venues.logoUrl}, ${users.photoURL})`,
      name: venues.name,
      venueType: venues.venueType,
      city: venues.city,
      website: venues.website,
      description: venues.description,
      archivedAt: venues.archivedAt,
      applications: venueResponsiveness.applications,
      answered: venueResponsiveness.answered,
      medianResponseSeconds: venueResponsiveness.medianResponseSeconds,
    })
    .from(venues)
    // Only while that account owns the venue's organisation (not after handing it over).
    .leftJoin(
      users,
      and(
        eq(users.id, venues.id),
        sql`${users.id} = (select o.owner_id from organisations o where o.id = ${venues.organisationId})`,
      ),
    )
    .leftJoin(venueResponsiveness, eq(venueResponsiveness.restaurantId, venues.id))
    .where(eq(venues.id, venueId));
  return row;
}

function presentVenue(
  venueId: string,
  row: Awaited<ReturnType<typeof readVenueRow>>,
  fallbackName: string,
): JobVenue {
  return {
    restaurantId: venueId,
    name: row?.name || fallbackName,
    venueType: row?.venueType ?? null,
    city: row?.city ?? null,
    website: row?.website ?? null,
    description: row?.description ?? null,
    photoURL: row?.photoURL ?? null,
    // No row yet (never counted, or no applications in the window): new.
    responsiveness: responsivenessFrom(row),
  };
}

/** The venue behind a job, as its page shows it; the job's copy of the name if it has none. */
export async function readJobVenue(
  db: NodePgDatabase,
  venueId: string,
  jobVenueName: string,
): Promise<JobVenue> {
  return presentVenue(venueId, await readVenueRow(db, venueId), jobVenueName);
}

/**
 * /venues/:id: a venue and its open jobs, for anyone. An archived venue is gone from the public
 * side (its listings closed when it was archived), so it answers 404 like an unknown one; so
 * does a venue that never gave itself a name (nothing to show yet).
 */
export async function readVenuePage(ctx: AppContext, venueId: string): Promise<VenuePage> {
  const { db } = ctx.database;
  const row = isUuid(venueId) ? await readVenueRow(db, venueId) : undefined;
  if (!row?.name || row.archivedAt !== null) throw new AppError('not_found');
  const rows = await db
    .select(jobSummaryColumns)
    .from(jobs)
    .where(and(eq(jobs.restaurantId, venueId), eq(jobs.status, 'open'), isNull(jobs.removedAt)))
    .orderBy(newestFirst, desc(jobs.id))
    .limit(venuePageJobs);
  const openJobs: JobSummary[] = rows.map(presentJobSummary);
  return { venue: presentVenue(venueId, row, row.name), jobs: openJobs };
}
