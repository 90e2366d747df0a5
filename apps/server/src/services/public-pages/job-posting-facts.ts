import { eq } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * What a job page's JobPosting needs beyond the job's answer: its expiry and pay currency, and
 * its venue's country (one indexed read by primary key).
 */
export async function readJobPostingFacts(
  ctx: AppContext,
  jobId: string,
): Promise<{ validThrough: string | null; currency: string | null; country: string | null }> {
  const [row] = await ctx.database.db
    .select({
      validThrough: jobs.validThrough,
      currency: jobs.currency,
      country: venues.country,
    })
    .from(jobs)
    .leftJoin(venues, eq(venues.id, jobs.restaurantId))
    .where(eq(jobs.id, jobId));
  return {
    validThrough: row?.validThrough?.toISOString() ?? null,
    currency: row?.currency ?? null,
    country: row?.country ?? null,
  };
}
