import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import { liveEventName, type LiveEvent } from '@brigade/shared/live-events';
import type { AppContext } from '../../core/app-context.ts';
import type { LiveStream } from '../../core/live-hub.ts';
import { createSessionChecks, validSessionsIn } from './session-checks.ts';

export const sseTimings = {
  /** A comment this often keeps proxies and load balancers from closing an idle stream. */
  pingMs: 25_000,
  /** How often the stream re-checks its session (signed out elsewhere, deactivated, expired). */
  sessionCheckMs: 30_000,
  /** What the browser waits before reconnecting (the SSE `retry` field). */
  retryMs: 2_000,
};

/** A client that reads nothing while events pile up is dropped (it reconnects and refetches). */
const maxBufferedBytes = 1_048_576;

/**
 * Each event's frame, built once however many streams it goes to (a user's tabs, both sides of
 * a conversation): the hub hands every stream the same event object.
 */
const frames = new WeakMap<LiveEvent, string>();
function frameOf(event: LiveEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `event: ${liveEventName}\ndata: ${JSON.stringify(event)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

/** Each app's (each process's) batched session checks of its open streams. */
const sessionChecks = new WeakMap<AppContext, ReturnType<typeof createSessionChecks>>();
function sessionChecksOf(ctx: AppContext) {
  let checks = sessionChecks.get(ctx);
  if (!checks) {
    checks = createSessionChecks(validSessionsIn(ctx.database.db), sseTimings);
    sessionChecks.set(ctx, checks);
  }
  return checks;
}

/**
 * Opens a Server-Sent Events stream on a raw response and registers it with the hub. Events go
 * out as `event: brigade` with the JSON in `data`; the stream ends when the client leaves, the
 * hub closes it, or the periodic session check (session-checks.ts) finds its session has ended.
 * Per stream it holds only the response, this closure and its ping timer: nothing of the request
 * it was opened by.
 */
export function openSseStream(
  ctx: AppContext,
  raw: ServerResponse,
  options: {
    userId: string;
    sessionId: string;
    headers: Record<string, OutgoingHttpHeader | undefined>;
  },
): LiveStream {
  const given = Object.entries(options.headers).filter(
    (entry): entry is [string, OutgoingHttpHeader] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(given),
    'content-type': 'text/event-stream; charset=utf-8',
    // Never stored, never transformed (compression would hold events back in its buffer).
    'cache-control': 'no-cache, no-transform',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${sseTimings.retryMs}\n\n`);

  let closed = false;
  const write = (text: string) => {
    if (closed) return;
    raw.write(text);
    if (raw.writableLength > maxBufferedBytes) stream.close();
  };
  const stream: LiveStream = {
    userId: options.userId,
    sessionId: options.sessionId,
    send: (event: LiveEvent) => write(frameOf(event)),
    close() {
      if (closed) return;
      closed = true;
      clearInterval(pinger);
      unregister();
      uncheck();
      raw.end();
    },
  };
  const unregister = ctx.live.add(stream);
  const pinger = setInterval(() => write(': ping\n\n'), sseTimings.pingMs);
  const uncheck = sessionChecksOf(ctx).add(stream);
  raw.once('close', () => stream.close());
  raw.on('error', () => stream.close());
  // The client may have gone while its session was looked up: 'close' will not come again.
  if (raw.destroyed) stream.close();
  return stream;
}
