import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import { billingFor } from '../../services/plans/billing/billing-for.ts';

/** Stripe's events are small; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/billing/stripe/webhook: Stripe's events, verified by their signature against the
 * body exactly as sent (so this scope keeps JSON bodies as text), applied once and in order.
 * 404 where Stripe is not configured.
 */
export function registerStripeWebhook(app: App, ctx: AppContext): void {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post(
      apiPaths.stripeWebhook,
      {
        schema: {
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          doc: {
            summary: 'Stripe webhook (signed events)',
            access: 'public',
            status: 204,
            errors: ['invalid_signature', 'not_found'],
          },
        },
      },
      async (request, reply) => {
        const billing = await billingFor(ctx);
        if (billing.kind !== 'stripe') throw new AppError('not_found');
        const payload = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['stripe-signature'];
        await billing.applyWebhook(payload, typeof signature === 'string' ? signature : undefined);
        return reply.code(204).send();
      },
    );
    done();
  });
}
