import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * A job's fit to a mask that comes from the query itself (a joined resume's
 * availability_mask), where job-columns.ts fits jobs to one known mask: the applicant side of
 * Shifts that fit (issue 16), the restaurant reading its applications or Browse Applicants. The
 * counting is the same bit_count over the kept 28-bit masks, done by the database.
 */
type Mask = AnyColumn | SQL;

/** The shifts of the job the mask covers; null without a mask (no resume) or an empty one. */
function sharedShifts(mask: Mask): SQL<number | null> {
  return sql<
    number | null
  >`case when coalesce(${mask}, 0) = 0 then null else bit_count((${jobs.shiftMask} & ${mask})::bit(28))::int end`;
}

/** The columns present-job.ts's FitRow reads (presentFit turns them into a JobFit). */
export function fitColumnsAgainst(mask: Mask) {
  return {
    fitShared: sharedShifts(mask),
    fitSlots: sql<number>`bit_count(${jobs.shiftMask}::bit(28))::int`,
    shiftsPerWeek: jobs.shiftsPerWeek,
  };
}

/**
 * The share of the job's needed shifts (as stated, else all it names) the mask covers, best
 * first; unknown fits (no shifts named, no availability) last.
 */
export function bestFitAgainst(mask: Mask): SQL {
  const needed = sql`coalesce(${jobs.shiftsPerWeek}, bit_count(${jobs.shiftMask}::bit(28))::int)`;
  return sql`(case when ${jobs.shiftMask} = 0 or coalesce(${mask}, 0) = 0 then null else least(1, bit_count((${jobs.shiftMask} & ${mask})::bit(28))::float / ${needed}) end) desc nulls last`;
}
