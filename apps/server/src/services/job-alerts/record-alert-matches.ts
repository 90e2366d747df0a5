import type { MailFrequency } from '@brigade/shared/notifications/mail-topics';
import { jobSearchQuery } from '@brigade/shared/jobs/job-search';
import { and, eq, isNull, ne, notExists, sql, type SQL } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { isUuid } from '../../core/ids.ts';
import { jobAlertMatches, jobAlerts } from '../../db/schema/job-alerts.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { users } from '../../db/schema/users.ts';
import { slotCount } from '@brigade/shared/resumes/week-mask';
import { searchConditions } from '../jobs/search-conditions.ts';

export interface AlertMatch {
  alertId: string;
  userId: string;
  alertName: string;
  frequency: MailFrequency;
}

/** Alerts judged per statement: each adds its conditions (a few parameters) to the statement. */
const BATCH = 200;

/**
 * Records which job alerts a listing matches, for the mail that tells their owners, and answers
 * only the matches it recorded now: a listing reaches an alert's owner once, never twice (the
 * (alert, job) key, `on conflict do nothing`, so a second call — or two processes at once —
 * answer nothing more). The job must be open and not removed; the alert not paused, its owner
 * active and not the job's own restaurant.
 *
 * Matching is Browse Jobs' own filter (`searchConditions`) on that one job, so an alert finds
 * exactly what its search would show. Cost: one statement reads the job, one the candidate
 * alerts, one per 200 candidates judges them, one records the matches. The candidates are
 * narrowed in SQL by role, contract and city (necessary conditions of the same filter: alerts
 * store their query as Browse Jobs reads it, see `jobAlertQueryOf`), so most alerts are never
 * judged. An alert for "only jobs that fit my availability" (`fits`) is decided there too, as
 * Browse Jobs' `fits` is: enough of the job's shifts fall in the owner's resume availability,
 * counted with bit_count from the kept masks; an owner without availability is not filtered.
 */
export async function recordAlertMatches(db: NodePgDatabase, jobId: string): Promise<AlertMatch[]> {
  if (!isUuid(jobId)) return [];
  const [job] = await db
    .select({
      restaurantId: jobs.restaurantId,
      role: jobs.role,
      employmentType: jobs.employmentType,
      city: jobs.city,
      shiftMask: jobs.shiftMask,
      shiftsPerWeek: jobs.shiftsPerWeek,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open'), isNull(jobs.removedAt)));
  if (!job) return [];

  const saved = (key: string) => sql`${jobAlerts.query} ->> ${key}`;
  // The owner's availability (0 without a resume or any availability) against the job's shifts.
  const availability = sql`coalesce(${resumes.availabilityMask}, 0)`;
  const needed = job.shiftsPerWeek ?? slotCount(job.shiftMask);
  const fits =
    job.shiftMask === 0
      ? sql`false`
      : sql`bit_count((${availability} & ${job.shiftMask}::int)::bit(28))::int >= ${needed}::int`;
  const candidates = await db
    .select({
      alertId: jobAlerts.id,
      userId: jobAlerts.userId,
      alertName: jobAlerts.name,
      frequency: jobAlerts.frequency,
      query: jobAlerts.query,
    })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.userId))
    .leftJoin(resumes, eq(resumes.applicantId, jobAlerts.userId))
    .where(
      and(
        eq(jobAlerts.paused, false),
        eq(users.isActive, true),
        ne(jobAlerts.userId, job.restaurantId),
        sql`coalesce(${saved('role')}, ${job.role}) = ${job.role}`,
        sql`coalesce(${saved('employmentType')}, ${job.employmentType}) = ${job.employmentType}`,
        sql`lower(coalesce(${saved('city')}, ${job.city})) = lower(${job.city})`,
        sql`(${saved('fits')} is null or ${availability} = 0 or ${fits})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobAlertMatches)
            .where(
              and(eq(jobAlertMatches.alertId, jobAlerts.id), eq(jobAlertMatches.jobId, jobId)),
            ),
        ),
      ),
    );

  const matched: AlertMatch[] = [];
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const verdicts = await judge(
      db,
      jobId,
      batch.map((alert) => alertCondition(alert.query)),
    );
    batch.forEach((alert, index) => {
      if (verdicts[index]) matched.push(alertMatch(alert));
    });
  }
  if (matched.length === 0) return [];

  const inserted = await db
    .insert(jobAlertMatches)
    .values(matched.map((match) => ({ alertId: match.alertId, jobId })))
    .onConflictDoNothing()
    .returning({ alertId: jobAlertMatches.alertId });
  const recorded = new Set(inserted.map((row) => row.alertId));
  return matched.filter((match) => recorded.has(match.alertId));
}

/** Browse Jobs' filter for an alert's saved query, read as Browse Jobs reads its URL. */
function alertCondition(query: Record<string, string>): SQL {
  const read = jobSearchQuery.parse(query);
  return searchConditions(read, read.q || undefined) ?? sql`true`;
}

/** Each condition's verdict on the one job, in one statement (a boolean column per alert). */
async function judge(db: NodePgDatabase, jobId: string, conditions: SQL[]): Promise<boolean[]> {
  const columns = conditions.map(
    (condition, index) => sql`coalesce((${condition}), false) as ${sql.identifier(`m${index}`)}`,
  );
  const result = await db.execute<Record<string, boolean>>(
    sql`select ${sql.join(columns, sql`, `)} from ${jobs} where ${jobs.id} = ${jobId}`,
  );
  const row = result.rows[0];
  return conditions.map((_, index) => row?.[`m${index}`] === true);
}

const alertMatch = ({ alertId, userId, alertName, frequency }: AlertMatch): AlertMatch => ({
  alertId,
  userId,
  alertName,
  frequency,
});
