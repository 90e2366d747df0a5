import { z } from 'zod';
import { featureKeys, limitKeys, planAudiences, planCurrencies, planIds } from '../plans/plans.ts';
import {
  planSources,
  type PlanBillingAnswer,
  type PlanCheckoutAnswer,
  type PlanStatus,
} from '../plans/plan-status.ts';
import { answerOf, answerRegistry, instant } from './answer-schema.ts';

/** Answer schemas of plans (issue 18). */
export const planStatusAnswer = answerOf<PlanStatus>()(
  z
    .object({
      audience: z.enum(planAudiences),
      planId: z.enum(planIds),
      source: z.enum(planSources),
      paidUntil: instant().nullable(),
      monthStart: instant(),
      monthEnd: instant(),
      usage: z.array(
        z.object({
          key: z.enum(limitKeys),
          limit: z.int().min(0).nullable(),
          used: z.int().min(0),
        }),
      ),
      features: z.array(z.object({ key: z.enum(featureKeys), included: z.boolean() })),
      canManage: z.boolean(),
      currency: z.enum(planCurrencies).nullable(),
    })
    .register(answerRegistry, {
      id: 'PlanStatus',
      description: 'The plan I work under, its limits and what is used of each.',
    }),
);

export const planCheckoutAnswer = answerOf<PlanCheckoutAnswer>()(
  z.object({ url: z.url().nullable() }).register(answerRegistry, {
    id: 'PlanCheckout',
    description: 'Where to pay or manage the plan, or null: talk to us (invoice billing).',
  }),
);

export const planBillingAnswer = answerOf<PlanBillingAnswer>()(
  z.object({ checkout: z.enum(['online', 'contact']) }).register(answerRegistry, {
    id: 'PlanBilling',
    description: 'How paid plans are bought here.',
  }),
);
