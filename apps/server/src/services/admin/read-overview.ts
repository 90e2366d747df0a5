import type { AdminOverview, DailyCount, UserTypeCounts } from '@brigade/shared/admin/overview';
import { overviewSeriesDays } from '@brigade/shared/admin/overview';
import {
  applicationStatuses,
  type ApplicationStatus,
} from '@brigade/shared/applications/application-status';
import { sql, type SQL } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppContext } from '../../core/app-context.ts';

/**
 * The admin dashboard's figures, in seven grouped queries (no per-row work in JavaScript). Days
 * are the admin's: "today" starts at midnight in `timeZone`, and each series point is one
 * calendar day there, from 29 days ago to today, days without any counted as 0.
 */
export async function readOverview(ctx: AppContext, timeZone: string): Promise<AdminOverview> {
  const { db } = ctx.database;
  const [
    users,
    openJobs,
    thisWeek,
    messagesToday,
    mailFailures,
    signUpsPerDay,
    applicationsPerDay,
  ] = await Promise.all([
    countUsers(db),
    countOne(db, sql`select count(*)::int as n from jobs where status = 'open'`),
    countApplicationsThisWeek(db),
    countOne(
      db,
      sql`select count(*)::int as n from contact_messages
            where created_at >= date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}`,
    ),
    countOne(
      db,
      sql`select count(*)::int as n from queued_work
            where state = 'failed' and kind like 'mail.%' and finished_at >= now() - interval '30 days'`,
    ),
    dailySeries(db, timeZone, sql`users`, sql`created_at`),
    dailySeries(db, timeZone, sql`applications`, sql`applied_at`),
  ]);
  return {
    timeZone,
    users,
    openJobs,
    applicationsThisWeek: thisWeek,
    messagesToday,
    mailFailures,
    signUpsPerDay,
    applicationsPerDay,
  };
}

async function countOne(db: NodePgDatabase, query: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

async function countUsers(db: NodePgDatabase): Promise<AdminOverview['users']> {
  const result = await db.execute<{ user_type: string; active: number; deactivated: number }>(sql`
    select user_type,
           count(*) filter (where is_active)::int as active,
           count(*) filter (where not is_active)::int as deactivated
    from users group by user_type`);
  const counts = (type: string): UserTypeCounts => {
    const row = result.rows.find((candidate) => candidate.user_type === type);
    return { active: Number(row?.active ?? 0), deactivated: Number(row?.deactivated ?? 0) };
  };
  return {
    applicant: counts('applicant'),
    restaurant: counts('restaurant'),
    admin: counts('admin'),
  };
}

async function countApplicationsThisWeek(
  db: NodePgDatabase,
): Promise<Record<ApplicationStatus, number>> {
  // Statuses are compared case-insensitively, as the spec reads 'pending': a row written as
  // 'PENDING' by older data counts as Pending, never as a status of its own.
  const result = await db.execute<{ status: string; n: number }>(sql`
    select lower(status) as status, count(*)::int as n from applications
    where applied_at >= now() - interval '7 days' group by lower(status)`);
  const byStatus = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of result.rows) {
    const status = applicationStatuses.find((known) => known.toLowerCase() === row.status);
    if (status) byStatus[status] += Number(row.n);
  }
  return byStatus;
}

/**
 * Rows of `table` per local day of `column` over the series' days: the days come from
 * generate_series, the counts from one grouped scan of the rows since the first day's midnight.
 * `table` and `column` are fixed identifiers written in this file, never input.
 */
async function dailySeries(
  db: NodePgDatabase,
  timeZone: string,
  table: SQL,
  column: SQL,
): Promise<DailyCount[]> {
  const result = await db.execute<{ date: string; count: number }>(sql`
    with bounds as (
      select (now() at time zone ${timeZone})::date as today
    ),
    days as (
      select generate_series(today - ${overviewSeriesDays - 1}::int, today, interval '1 day')::date as day
      from bounds
    ),
    counted as (
      select (${column} at time zone ${timeZone})::date as day, count(*)::int as n
      from ${table}, bounds
      where ${column} >= (bounds.today - ${overviewSeriesDays - 1}::int)::timestamp at time zone ${timeZone}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(counted.n, 0)::int as count
    from days left join counted on counted.day = days.day
    order by days.day`);
  return result.rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}
