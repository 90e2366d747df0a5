import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import { liveEventName, type LiveEvent } from '@brigade/shared/live-events';
import type { AppContext } from '../../core/app-context.ts';
import type { LiveStream } from '../../core/live-hub.ts';

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
 * Opens a Server-Sent Events stream on a raw response and registers it with the hub. Events go
 * out as `event: brigade` with the JSON in `data`; the stream ends when the client leaves, the
 * hub closes it, or `sessionStillValid` says no.
 */
export function openSseStream(
  ctx: AppContext,
  raw: ServerResponse,
  options: {
    userId: string;
    sessionId: string;
    headers: Record<string, OutgoingHttpHeader | undefined>;
    sessionStillValid: () => Promise<boolean>;
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
  let sessionTimer: NodeJS.Timeout | undefined;
  const write = (text: string) => {
    if (closed) return;
    raw.write(text);
    if (raw.writableLength > maxBufferedBytes) stream.close();
  };
  const stream: LiveStream = {
    userId: options.userId,
    sessionId: options.sessionId,
    send: (event: LiveEvent) =>
      write(`event: ${liveEventName}\ndata: ${JSON.stringify(event)}\n\n`),
    close() {
      if (closed) return;
      closed = true;
      clearInterval(pinger);
      clearTimeout(sessionTimer);
      unregister();
      raw.end();
    },
  };
  const unregister = ctx.live.add(stream);
  const pinger = setInterval(() => write(': ping\n\n'), sseTimings.pingMs);
  // One check at a time: the next is planned when the previous has answered.
  const planSessionCheck = () => {
    sessionTimer = setTimeout(() => {
      options.sessionStillValid().then(
        (valid) => {
          if (closed) return;
          if (valid) planSessionCheck();
          else stream.close();
        },
        // The database did not answer: keep the stream and ask again next time.
        () => closed || planSessionCheck(),
      );
    }, sseTimings.sessionCheckMs);
  };
  planSessionCheck();
  raw.once('close', () => stream.close());
  raw.on('error', () => stream.close());
  // The client may have gone while its session was looked up: 'close' will not come again.
  if (raw.destroyed) stream.close();
  return stream;
}
