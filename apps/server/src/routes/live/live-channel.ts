import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, sessionOf } from '../../http/require-user.ts';
import { openSseStream } from '../../services/live/sse-stream.ts';

/**
 * GET /api/live: the live channel, Server-Sent Events of LiveEvent for the signed-in user
 * (401 as JSON before any stream). The reply is taken over (hijacked), so no hook can compress
 * or buffer it; the security headers set so far are copied onto it. The stream's session is
 * re-checked periodically (signed out elsewhere, expired, deactivated, deleted; batched for all
 * of a process's streams) and it closes at once when the hub hears its session or account has
 * ended.
 */
export function registerLiveChannel(app: App, ctx: AppContext): void {
  // No automatic HEAD twin: a stream is only for GET.
  const doc = {
    summary: 'The live channel: Server-Sent Events for the signed-in user',
    access: 'signed-in',
    answer: 'text/event-stream',
  } as const;
  const options = { preValidation: requireUser(ctx), exposeHeadRoute: false, schema: { doc } };
  app.get(apiPaths.live, options, async (request, reply) => {
    const { user, sessionId } = sessionOf(request);
    reply.hijack();
    openSseStream(ctx, reply.raw, {
      userId: user.id,
      sessionId,
      headers: reply.getHeaders(),
    });
  });
}
