import type { ListingStats } from '@brigade/shared/jobs/job-answers';
import type { SessionUser } from '@brigade/shared/session';
import { sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { holderOfVenue } from '../plans/plan-holder.ts';
import { requireFeature } from '../plans/require-entitlement.ts';
import { loadJobFor } from './read-job.ts';

/**
 * A listing's statistics for those who look after it, on a plan with them (`plan_stats_required`
 * otherwise): views of its page, its applications, and how each applicant's availability (their
 * resume's week grid now) covers the shifts it needs.
 */
export async function readListingStats(
  ctx: AppContext,
  user: SessionUser,
  id: string,
): Promise<ListingStats> {
  const { db } = ctx.database;
  const job = await loadJobFor(db, user, id, 'changeStatus');
  const holder = await holderOfVenue(db, job.restaurantId);
  if (!holder) throw new AppError('not_found');
  await requireFeature(db, holder, 'listingStats');
  const [views, applications] = await Promise.all([
    db.execute<{ total: string; last_week: string }>(sql`
      select coalesce(sum(views), 0) as total,
             coalesce(sum(views) filter (where day > current_date - 7), 0) as last_week
        from job_views where job_id = ${job.id}`),
    db.execute<{ total: string; all_fit: string; some_fit: string; no_fit: string }>(sql`
      with fits as (
        select bit_count((j.shift_mask & r.availability_mask)::bit(28))::int as shared,
               coalesce(j.shifts_per_week, bit_count(j.shift_mask::bit(28))::int) as needed,
               j.shift_mask <> 0 and coalesce(r.availability_mask, 0) <> 0 as known
          from applications a
          join jobs j on j.id = a.job_id
          left join resumes r on r.applicant_id = a.applicant_id
         where a.job_id = ${job.id})
      select count(*) as total,
             count(*) filter (where known and shared >= needed) as all_fit,
             count(*) filter (where known and shared > 0 and shared < needed) as some_fit,
             count(*) filter (where known and shared = 0) as no_fit
        from fits`),
  ]);
  const viewed = views.rows[0];
  const applied = applications.rows[0];
  const total = Number(applied?.total ?? 0);
  const fit = {
    all: Number(applied?.all_fit ?? 0),
    some: Number(applied?.some_fit ?? 0),
    none: Number(applied?.no_fit ?? 0),
  };
  return {
    views: { total: Number(viewed?.total ?? 0), lastWeek: Number(viewed?.last_week ?? 0) },
    applications: total,
    fit: { ...fit, unknown: total - fit.all - fit.some - fit.none },
  };
}
