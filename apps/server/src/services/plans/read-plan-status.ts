import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import {
  entitlementsOf,
  hasFeature,
  isFeatureKey,
  isLimitKey,
  limitOf,
  planCurrencies,
  type PlanCurrency,
} from '@brigade/shared/plans/plans';
import type { SessionUser } from '@brigade/shared/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '../../core/app-error.ts';
import { sql } from '../../db/sql.ts';
import { canInOrganisation } from '../../policies/organisation-policy.ts';
import { loadMembership } from '../organisations/load-membership.ts';
import { currentPlan } from './current-plan.ts';
import {
  accountHolder,
  audienceOf,
  holderOf,
  organisationHolder,
  type PlanHolder,
} from './plan-holder.ts';
import { usedOf } from './plan-usage.ts';

/** A holder's plan, each limit with its use, each feature on or off. */
export async function planStatusOf(
  db: NodePgDatabase,
  holder: PlanHolder,
  canManage: boolean,
): Promise<PlanStatus> {
  const audience = audienceOf(holder);
  const current = await currentPlan(db, holder);
  const keys = entitlementsOf[audience];
  const usage = await Promise.all(
    keys.filter(isLimitKey).map(async (key) => ({
      key,
      limit: limitOf(current.plan, key),
      used: await usedOf(db, holder, key, current.month),
    })),
  );
  return {
    audience,
    planId: current.plan.id,
    source: current.source,
    paidUntil: current.paidUntil?.toISOString() ?? null,
    monthStart: current.month.start.toISOString(),
    monthEnd: current.month.end.toISOString(),
    usage,
    features: keys
      .filter(isFeatureKey)
      .map((key) => ({ key, included: hasFeature(current.plan, key) })),
    canManage,
    currency: await currencyOf(db, holder),
  };
}

/** An organisation's first venue's currency, when plans are priced in it (null otherwise). */
async function currencyOf(db: NodePgDatabase, holder: PlanHolder): Promise<PlanCurrency | null> {
  if (holder.kind !== 'organisation') return null;
  const { rows } = await db.execute<{ currency: string | null }>(sql`
    select currency from venues
     where organisation_id = ${holder.organisationId} and archived_at is null
     order by created_at, id limit 1`);
  const currency = rows[0]?.currency;
  return planCurrencies.find((one) => one === currency) ?? null;
}

/**
 * GET /api/plan: a job seeker's own plan; a restaurant member's organisation's (404 for someone
 * in none). Admins hold no plan.
 */
export async function readPlanStatus(db: NodePgDatabase, user: SessionUser): Promise<PlanStatus> {
  if (user.userType === 'applicant') return planStatusOf(db, accountHolder(user.id), true);
  if (user.userType !== 'restaurant') throw new AppError('not_found');
  const membership = await loadMembership(db, user.id);
  if (!membership) throw new AppError('not_found');
  return planStatusOf(
    db,
    organisationHolder(membership.organisationId),
    canInOrganisation(membership, 'managePlan', membership.organisationId),
  );
}

/** Someone's plan as an admin sees it (null for an admin, or a restaurant account in no organisation). */
export async function planStatusOfUser(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id' | 'userType'>,
): Promise<PlanStatus | null> {
  const holder = await holderOf(db, user);
  return holder ? planStatusOf(db, holder, false) : null;
}
