import type { PlanCheckoutAnswer, PlanCheckoutInput } from '@brigade/shared/plans/plan-status';
import { freePlanOf, planById } from '@brigade/shared/plans/plans';
import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import type { AppContext } from '../../core/app-context.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import { requireOrganisationAction } from '../organisations/organisation-access.ts';
import { billingFor } from './billing/billing-for.ts';
import { accountHolder, audienceOf, organisationHolder, type PlanHolder } from './plan-holder.ts';

/**
 * The plan holder this person may buy for: a job seeker's own account; for a restaurant member
 * the organisation, when they own it (`managePlan`: whoever owns it pays; 403 otherwise, 404 in
 * no organisation).
 */
async function managedHolder(ctx: AppContext, user: SessionUser): Promise<PlanHolder> {
  if (user.userType === 'applicant') return accountHolder(user.id);
  if (user.userType !== 'restaurant') throw new AppError('forbidden');
  const membership = await requireOrganisationAction(ctx.database.db, user, 'managePlan');
  return organisationHolder(membership.organisationId);
}

/** Where the provider sends them back to: the page that shows their plan. */
const returnUrlFor = (ctx: AppContext, user: SessionUser) =>
  `${ctx.config.APP_URL}${user.userType === 'restaurant' ? paths.restaurant.organisation : paths.profile.edit}`;

/**
 * POST /api/plan/checkout: where to pay for a paid plan of the person's kind — the provider's
 * checkout page, or null where plans are arranged with us (invoice billing).
 */
export async function startPlanCheckout(
  ctx: AppContext,
  user: SessionUser,
  input: PlanCheckoutInput,
): Promise<PlanCheckoutAnswer> {
  const holder = await managedHolder(ctx, user);
  const plan = planById(input.planId);
  if (plan.audience !== audienceOf(holder) || plan.id === freePlanOf[plan.audience]) {
    throw new AppError('validation_failed', {
      fields: { planId: fieldError('validation.planInvalid') },
    });
  }
  const billing = await billingFor(ctx);
  const start = await billing.startCheckout({
    holder,
    planId: plan.id,
    currency: input.currency,
    email: user.email,
    returnUrl: returnUrlFor(ctx, user),
  });
  return { url: start.kind === 'redirect' ? start.url : null };
}

/** POST /api/plan/manage: the provider's portal to change or cancel a plan paid online. */
export async function managePlanBilling(
  ctx: AppContext,
  user: SessionUser,
): Promise<PlanCheckoutAnswer> {
  const holder = await managedHolder(ctx, user);
  const start = await (await billingFor(ctx)).manage(holder, returnUrlFor(ctx, user));
  return { url: start.kind === 'redirect' ? start.url : null };
}
