import { planStatusAnswer } from '@brigade/shared/api/plan-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { readPlanStatus } from '../../services/plans/read-plan-status.ts';

/** GET /api/plan: the plan I work under (my organisation's, or my own), its limits and use. */
export function registerGetPlan(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.plan,
    {
      preValidation: requireUser(ctx, 'applicant', 'restaurant'),
      schema: {
        doc: {
          summary: 'My plan, its limits and what is used',
          access: ['applicant', 'restaurant'],
          answer: planStatusAnswer,
          errors: ['not_found'],
        },
      },
    },
    async (request) => readPlanStatus(ctx.database.db, userOf(request)),
  );
}
