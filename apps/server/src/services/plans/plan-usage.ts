import type { BillingMonth } from '@brigade/shared/plans/billing-period';
import { monthlyLimitKeys, type LimitKey } from '@brigade/shared/plans/plans';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { and, count, eq, gte, lt, sql } from '../../db/sql.ts';
import { planUsage } from '../../db/schema/plans.ts';
import { holderColumns, usageOf, type PlanHolder } from './plan-holder.ts';

async function countOf(db: NodePgDatabase, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await db.execute<{ total: string | number }>(query);
  return Number(rows[0]?.total ?? 0);
}

/** An organisation's open listings, in all its venues. */
const openListings = (organisationId: string) => sql`
  select count(*) as total from jobs j join venues v on v.id = j.restaurant_id
   where v.organisation_id = ${organisationId} and j.status = 'open'`;

/** Its venues not archived. */
const activeVenues = (organisationId: string) => sql`
  select count(*) as total from venues
   where organisation_id = ${organisationId} and archived_at is null`;

/** Its people: the owner, current members, and invitations still waiting for an answer. */
const teamPlaces = (organisationId: string) => sql`
  select 1
       + (select count(*) from organisation_members
           where organisation_id = ${organisationId} and removed_at is null)
       + (select count(*) from organisation_invitations
           where organisation_id = ${organisationId} and accepted_at is null
             and revoked_at is null and expires_at > now())
       as total`;

const jobAlertsOf = (userId: string) =>
  sql`select count(*) as total from job_alerts where user_id = ${userId}`;

/**
 * How much of `key` the holder uses now: what exists (open listings, venues, people, alerts), or
 * for a monthly allowance what was spent in `month`.
 */
export async function usedOf(
  db: NodePgDatabase,
  holder: PlanHolder,
  key: LimitKey,
  month: BillingMonth,
): Promise<number> {
  if (monthlyLimitKeys.includes(key)) {
    const [row] = await db
      .select({ total: count() })
      .from(planUsage)
      .where(
        and(
          usageOf(holder),
          eq(planUsage.key, key),
          gte(planUsage.usedAt, month.start),
          lt(planUsage.usedAt, month.end),
        ),
      );
    return row?.total ?? 0;
  }
  if (holder.kind === 'account')
    return key === 'jobAlerts' ? countOf(db, jobAlertsOf(holder.userId)) : 0;
  const { organisationId } = holder;
  if (key === 'activeListings') return countOf(db, openListings(organisationId));
  if (key === 'venues') return countOf(db, activeVenues(organisationId));
  if (key === 'members') return countOf(db, teamPlaces(organisationId));
  return 0;
}

/** Spends one of a monthly allowance on `subjectId` (the same one never counts twice). */
export async function recordUse(
  db: NodePgDatabase,
  holder: PlanHolder,
  key: LimitKey,
  subjectId: string,
): Promise<void> {
  await db
    .insert(planUsage)
    .values({ ...holderColumns(holder), key, subjectId })
    .onConflictDoNothing();
}
