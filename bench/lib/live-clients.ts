import http from 'node:http';
import type { LiveEvent } from '@brigade/shared/live-events';
import { liveRetryDelay } from '@brigade/shared/live-retry';

export interface LiveClients {
  /** How many streams are open now. */
  openCount(): number;
  /** Resolves once every stream is open (again); rejects after `timeoutMs`. */
  allOpen(timeoutMs: number): Promise<void>;
  /**
   * Since the first stream dropped: when each client's stream dropped and when it was open again
   * (performance.now()), and when every connection attempt was made (failed ones included).
   */
  reconnections(): {
    droppedAt: number[];
    reopenedAt: number[];
    attemptsAt: number[];
    /** Why attempts failed: an error code (ECONNREFUSED…) or an HTTP status, with how often. */
    failures: Record<string, number>;
  };
  close(): void;
}

interface Client {
  request: http.ClientRequest | null;
  open: boolean;
  /** Failed attempts since the stream was last open (the backoff's exponent). */
  attempt: number;
  timer: NodeJS.Timeout | null;
  droppedAt: number;
  reopenedAt: number;
}

/**
 * Opens one Server-Sent Events stream per cookie (`GET /api/live`, its own connection each, as
 * browsers do) and reports every `brigade` event with the index of the stream that received it.
 * Resolves once every stream is open; connects `parallel` at a time (tabs opened over time).
 *
 * After that each client behaves like the web app's connection (apps/web/src/features/live/
 * live-connection.ts): when its stream drops, or an attempt fails or is refused, it tries again
 * after the shared backoff with full jitter (@brigade/shared/live-retry), reset once open.
 */
export async function openLiveClients(
  urlFor: (index: number) => string,
  cookies: string[],
  onEvent: (index: number, event: LiveEvent) => void,
  parallel = 50,
): Promise<LiveClients> {
  const clients: Client[] = cookies.map(() => ({
    request: null,
    open: false,
    attempt: 0,
    timer: null,
    droppedAt: NaN,
    reopenedAt: NaN,
  }));
  let closed = false;
  let openCount = 0;
  const attemptsAt: number[] = [];
  const failures: Record<string, number> = {};
  let waiter: (() => void) | null = null;

  /** One attempt; `initial` attempts (before the bench starts) must succeed. */
  const connect = (index: number, initial: boolean) =>
    new Promise<void>((resolve, reject) => {
      const client = clients[index];
      if (!client || closed) return resolve();
      if (!initial) attemptsAt.push(performance.now());
      let settled = false;
      // The stream ended, or this attempt failed: try again after the backoff (once).
      const fail = (error: Error & { code?: string }) => {
        if (settled) return;
        settled = true;
        if (!client.open && !initial) {
          const why = error.code ?? error.message;
          failures[why] = (failures[why] ?? 0) + 1;
        }
        if (client.request === request) client.request = null;
        if (client.open) {
          client.open = false;
          openCount -= 1;
          client.droppedAt = performance.now();
        }
        if (initial) return reject(error);
        resolve();
        if (closed) return;
        client.timer = setTimeout(() => {
          client.timer = null;
          void connect(index, false);
        }, liveRetryDelay(client.attempt));
        client.attempt += 1;
      };
      const request = http.get(
        `${urlFor(index)}/api/live`,
        { headers: { cookie: cookies[index] ?? '' }, agent: false },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            fail(new Error(`HTTP ${response.statusCode}`));
            request.destroy();
            return;
          }
          client.open = true;
          client.attempt = 0;
          client.reopenedAt = performance.now();
          openCount += 1;
          if (openCount === clients.length) waiter?.();
          if (initial) resolve();
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (!frame.startsWith('event: brigade\n')) continue;
              const data = frame.slice(frame.indexOf('data: ') + 6);
              onEvent(index, JSON.parse(data) as LiveEvent);
            }
          });
          const dropped = () => fail(new Error('the stream ended'));
          response.on('end', dropped);
          response.on('close', dropped);
          response.on('error', dropped);
          // Past the initial open, a drop is expected (a restart): never an error of the bench.
          initial = false;
        },
      );
      request.on('error', fail);
      client.request = request;
    });

  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < clients.length) await connect(next++, true);
    }),
  );
  return {
    openCount: () => openCount,
    allOpen: (timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        if (openCount === clients.length) return resolve();
        const timer = setTimeout(() => {
          waiter = null;
          reject(new Error(`${clients.length - openCount} live clients did not reconnect`));
        }, timeoutMs);
        waiter = () => {
          clearTimeout(timer);
          waiter = null;
          resolve();
        };
      }),
    reconnections: () => ({
      droppedAt: clients.map((client) => client.droppedAt),
      reopenedAt: clients.map((client) => client.reopenedAt),
      attemptsAt,
      failures,
    }),
    close() {
      closed = true;
      for (const client of clients) {
        if (client.timer) clearTimeout(client.timer);
        client.request?.destroy();
      }
    },
  };
}
