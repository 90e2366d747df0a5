import { eq } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
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
      country: userProfiles.country,
    })
    .from(jobs)
    .leftJoin(userProfiles, eq(userProfiles.userId, jobs.restaurantId))
    .where(eq(jobs.id, jobId));
  return {
    validThrough: row?.validThrough?.toISOString() ?? null,
    currency: row?.currency ?? null,
    country: row?.country ?? null,
  };
}
