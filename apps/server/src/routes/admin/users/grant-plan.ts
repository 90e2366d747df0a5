import { planStatusAnswer } from '@brigade/shared/api/plan-answers';
import { planGrantInput } from '@brigade/shared/plans/plan-status';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { grantPlan } from '../../../services/plans/grant-plan.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/**
 * PUT /api/admin/users/:id/plan { planId, months } (admins): invoice billing — put the user, or
 * the organisation a restaurant member works for, on a plan for a period; the free plan ends it.
 */
export function registerGrantPlan(app: App, ctx: AppContext): void {
  app.put(
    adminUserRoutes.plan,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        body: planGrantInput,
        doc: {
          summary: 'Grant a plan to a user or their organisation',
          access: ['admin'],
          answer: planStatusAnswer,
          errors: ['plan_billed_by_provider'],
        },
      },
    },
    async (request) =>
      grantPlan(ctx, { admin: userOf(request), ip: request.ip }, request.params.id, request.body),
  );
}
