import type { PlanGrantInput } from '@brigade/shared/plans/plan-status';
import { freePlanOf, planById } from '@brigade/shared/plans/plans';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { AppError, fieldError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { planSubscriptions } from '../../db/schema/plans.ts';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import type { AdminActor } from '../admin/users/record-user-action.ts';
import { loadTargetUser } from '../admin/users/target-user.ts';
import { saveInvoicePlan } from './billing/invoice-billing.ts';
import { audienceOf, holderOf, lockPlanHolder, subscriptionOf } from './plan-holder.ts';
import { planStatusOf } from './read-plan-status.ts';

/**
 * Invoice billing (issue 18): an admin puts a person — a restaurant member: their organisation —
 * on a plan for `months` from now, or back on the free plan, which ends a grant at once. Audited
 * as `plan.grant` / `plan.end`. A plan kept by Stripe is the provider's to change: refused.
 */
export async function grantPlan(
  ctx: AppContext,
  actor: AdminActor,
  targetId: string,
  input: PlanGrantInput,
): Promise<PlanStatus> {
  const { db } = ctx.database;
  const target = await loadTargetUser(db, targetId);
  const holder = await holderOf(db, target);
  if (!holder) {
    throw new AppError('validation_failed', {
      fields: { planId: fieldError('validation.planHolderMissing') },
    });
  }
  const plan = planById(input.planId);
  if (plan.audience !== audienceOf(holder)) {
    throw new AppError('validation_failed', {
      fields: { planId: fieldError('validation.planInvalid') },
    });
  }
  await db.transaction(async (tx) => {
    await lockPlanHolder(tx, holder);
    const [existing] = await tx
      .select({ source: planSubscriptions.source, paidUntil: planSubscriptions.paidUntil })
      .from(planSubscriptions)
      .where(subscriptionOf(holder));
    // While Stripe bills it, it changes there; once that plan has ended, a grant may follow.
    if (existing?.source === 'stripe' && existing.paidUntil > new Date()) {
      throw new AppError('plan_billed_by_provider');
    }
    const ending = plan.id === freePlanOf[plan.audience];
    if (ending) {
      await tx.delete(planSubscriptions).where(subscriptionOf(holder));
    } else {
      await saveInvoicePlan(tx, holder, {
        planId: plan.id,
        months: input.months,
        grantedBy: actor.admin.id,
      });
    }
    await recordAdminAction(tx, {
      admin: { id: actor.admin.id, email: actor.admin.email },
      action: ending ? 'plan.end' : 'plan.grant',
      target: { type: 'user', id: target.id, label: target.email },
      details: {
        planId: plan.id,
        ...(ending ? {} : { months: input.months }),
        ...(holder.kind === 'organisation' ? { organisationId: holder.organisationId } : {}),
      },
      ip: actor.ip,
    });
  });
  return planStatusOf(db, holder, false);
}
