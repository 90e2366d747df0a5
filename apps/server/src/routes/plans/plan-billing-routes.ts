import { planBillingAnswer, planCheckoutAnswer } from '@brigade/shared/api/plan-answers';
import { planCheckoutInput, type PlanBillingAnswer } from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { billingFor } from '../../services/plans/billing/billing-for.ts';
import { managePlanBilling, startPlanCheckout } from '../../services/plans/plan-checkout.ts';

const holders = ['applicant', 'restaurant'] as const;

/**
 * Buying a plan (issue 18): how plans are bought here (for everyone), where to pay for one, and
 * where to change or cancel one paid online. Only an organisation's owner buys for it.
 */
export function registerPlanBillingRoutes(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.plans,
    {
      schema: {
        doc: {
          summary: 'How paid plans are bought here',
          access: 'public',
          answer: planBillingAnswer,
        },
      },
    },
    async (): Promise<PlanBillingAnswer> => ({
      checkout: (await billingFor(ctx)).kind === 'stripe' ? 'online' : 'contact',
    }),
  );
  app.post(
    apiPaths.planCheckout,
    {
      preValidation: requireUser(ctx, ...holders),
      schema: {
        body: planCheckoutInput,
        doc: {
          summary: 'Where to pay for a paid plan (null: talk to us)',
          access: [...holders],
          answer: planCheckoutAnswer,
          errors: ['not_found'],
        },
      },
    },
    async (request) => startPlanCheckout(ctx, userOf(request), request.body),
  );
  app.post(
    apiPaths.planManage,
    {
      preValidation: requireUser(ctx, ...holders),
      schema: {
        doc: {
          summary: 'Where to change or cancel my plan paid online (null: talk to us)',
          access: [...holders],
          answer: planCheckoutAnswer,
          errors: ['not_found'],
        },
      },
    },
    async (request) => managePlanBilling(ctx, userOf(request)),
  );
}
