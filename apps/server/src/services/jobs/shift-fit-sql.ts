import { sql, type AnyColumn, type SQL } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * Shifts that fit (issue 16), counted by the database: how many of a job's shifts fall in an
 * availability mask (the kept 28-bit masks, week-mask.ts), with bit_count, so lists filter and
 * sort on fit without reading rows into JavaScript. The mask is a resume's column (a restaurant
 * reading its applications, Browse Applicants) or one known value (`knownMask`: the signed-in
 * applicant in Browse Jobs).
 */
type Mask = AnyColumn | SQL;

/** One known availability mask, as SQL. */
export const knownMask = (mask: number): SQL => sql`${mask}::int`;

/** The shifts a week a job needs: as stated, else all it names. */
const shiftsNeeded = sql`coalesce(${jobs.shiftsPerWeek}, bit_count(${jobs.shiftMask}::bit(28))::int)`;

const sharedCount = (mask: Mask) => sql`bit_count((${jobs.shiftMask} & ${mask})::bit(28))::int`;

/** The shifts of the job the mask covers; null without a mask (no resume) or an empty one. */
function sharedShifts(mask: Mask | null): SQL<number | null> {
  if (mask === null) return sql<number | null>`null::int`;
  return sql<
    number | null
  >`case when coalesce(${mask}, 0) = 0 then null else ${sharedCount(mask)} end`;
}

/** The columns present-job.ts's FitRow reads (presentFit turns them into a JobFit). */
export function fitColumnsAgainst(mask: Mask | null) {
  return {
    fitShared: sharedShifts(mask),
    fitSlots: sql<number>`bit_count(${jobs.shiftMask}::bit(28))::int`,
    shiftsPerWeek: jobs.shiftsPerWeek,
  };
}

/** Jobs that name shifts, enough of which fall in the mask. */
export function fitsAgainst(mask: Mask): SQL {
  return sql`${jobs.shiftMask} <> 0 and ${sharedCount(mask)} >= ${shiftsNeeded}`;
}

/**
 * The share of the job's needed shifts the mask covers, best first; unknown fits (no shifts
 * named, no availability) last. least() skips nulls, so those are made null before it.
 */
export function bestFitAgainst(mask: Mask): SQL {
  return sql`(case when ${jobs.shiftMask} = 0 or coalesce(${mask}, 0) = 0 then null else least(1, ${sharedCount(mask)}::float / ${shiftsNeeded}) end) desc nulls last`;
}
