import { apiPaths } from '@brigade/shared/routes';
import { healthReport } from '@brigade/shared/api/account-answers';
import type { HealthReport } from '@brigade/shared/health';
import type { App } from '../http/app-types.ts';
import type { AppContext } from '../core/app-context.ts';

/**
 * GET /api/health. Answers from what start-up established (migrations applied), without a query,
 * so it stays fast and answers even while the database is busy.
 */
export function registerHealthRoute(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.health,
    { schema: { doc: { summary: 'Is the server up, and on which schema', answer: healthReport } } },
    async (_request, reply): Promise<HealthReport> => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok', database: ctx.database.kind, schemaVersion: ctx.schemaVersion };
    },
  );
}
