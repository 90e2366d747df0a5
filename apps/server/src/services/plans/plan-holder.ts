import type { PlanAudience } from '@brigade/shared/plans/plans';
import type { SessionUser } from '@brigade/shared/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { eq, sql, type SQL } from '../../db/sql.ts';
import { planSubscriptions, planUsage } from '../../db/schema/plans.ts';
import { loadMembership } from '../organisations/load-membership.ts';

/**
 * Who holds a plan (decision 027): a restaurant's organisation — every member works under its
 * plan — or a job seeker's own account.
 */
export type PlanHolder =
  { kind: 'organisation'; organisationId: string } | { kind: 'account'; userId: string };

export const organisationHolder = (organisationId: string): PlanHolder => ({
  kind: 'organisation',
  organisationId,
});

export const accountHolder = (userId: string): PlanHolder => ({ kind: 'account', userId });

export function audienceOf(holder: PlanHolder): PlanAudience {
  return holder.kind === 'organisation' ? 'restaurant' : 'applicant';
}

/**
 * The plan holder a person works under: a job seeker's account; a restaurant member's
 * organisation (null for someone in none, who can open nothing); an admin holds none.
 */
export async function holderOf(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id' | 'userType'>,
): Promise<PlanHolder | null> {
  if (user.userType === 'applicant') return accountHolder(user.id);
  if (user.userType !== 'restaurant') return null;
  const membership = await loadMembership(db, user.id);
  return membership ? organisationHolder(membership.organisationId) : null;
}

/** The organisation a venue belongs to, as a plan holder (null for an unknown venue). */
export async function holderOfVenue(
  db: NodePgDatabase,
  venueId: string,
): Promise<PlanHolder | null> {
  const { rows } = await db.execute<{ organisation_id: string }>(
    sql`select organisation_id from venues where id = ${venueId}`,
  );
  const organisationId = rows[0]?.organisation_id;
  return organisationId ? organisationHolder(organisationId) : null;
}

/** The holder's row condition in `plan_subscriptions`. */
export function subscriptionOf(holder: PlanHolder): SQL {
  return holder.kind === 'organisation'
    ? eq(planSubscriptions.organisationId, holder.organisationId)
    : eq(planSubscriptions.userId, holder.userId);
}

/** The holder's row condition in `plan_usage`. */
export function usageOf(holder: PlanHolder): SQL {
  return holder.kind === 'organisation'
    ? eq(planUsage.organisationId, holder.organisationId)
    : eq(planUsage.userId, holder.userId);
}

/** The holder's columns for a new row of `plan_subscriptions` or `plan_usage`. */
export function holderColumns(holder: PlanHolder): { organisationId?: string; userId?: string } {
  return holder.kind === 'organisation'
    ? { organisationId: holder.organisationId }
    : { userId: holder.userId };
}

/**
 * Makes the holder's plan-counted changes take turns until the transaction ends, so two at once
 * cannot both take the last place.
 */
export async function lockPlanHolder(tx: NodePgDatabase, holder: PlanHolder): Promise<void> {
  const key = holder.kind === 'organisation' ? holder.organisationId : holder.userId;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan:${key}`}))`);
}

type SubscriptionValues = Omit<
  typeof planSubscriptions.$inferInsert,
  'id' | 'organisationId' | 'userId' | 'createdAt'
>;

/** Writes the holder's one row of `plan_subscriptions`, made or replaced (by either adapter). */
export async function saveSubscription(
  db: NodePgDatabase,
  holder: PlanHolder,
  values: SubscriptionValues,
): Promise<void> {
  await db
    .insert(planSubscriptions)
    .values({ ...holderColumns(holder), ...values })
    .onConflictDoUpdate({
      target:
        holder.kind === 'organisation'
          ? planSubscriptions.organisationId
          : planSubscriptions.userId,
      set: values,
    });
}
