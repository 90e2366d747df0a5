import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { decodeBusMessage, encodeBusMessage } from './bus-message.ts';
import type { BusHandler, LiveBus, LiveLog } from './live-bus.ts';

const channel = 'brigade_live';
export const listenerName = 'brigade-live-listener';
const retryMinMs = 500;
const retryMaxMs = 30_000;
/** A LISTEN connection can die silently (a dropped route): ask it something now and then. */
const healthCheckMs = 30_000;

/**
 * The live bus across server processes sharing one PostgreSQL server: one dedicated connection
 * LISTENs on `brigade_live`; sending is `pg_notify` through the pool. Each process tags what it
 * sends with its own id and skips its own notices (it delivered them locally already). The
 * LISTEN connection reconnects with backoff; once back, the resync handlers run so browsers
 * reconnect and refetch whatever passed while it was away.
 */
export function createPostgresBus(pool: pg.Pool, log: LiveLog): LiveBus {
  const origin = randomUUID();
  const handlers: BusHandler[] = [];
  const resyncHandlers: (() => void)[] = [];
  let client: pg.Client | undefined;
  let connectedOnce = false;
  let stopped = false;
  let retryMs = retryMinMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let healthTimer: NodeJS.Timeout | undefined;
  // Notices from other processes are handled one at a time, in arrival order (a reference to a
  // long message is loaded before the next notice is delivered).
  let queue: Promise<void> = Promise.resolve();

  const deliver = async (message: Parameters<BusHandler>[0]) => {
    for (const handler of handlers) await handler(message);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      ...pool.options,
      keepAlive: true,
      query_timeout: 10_000,
      // How operators (and the tests) tell this connection apart in pg_stat_activity.
      application_name: listenerName,
    });
    next.on('notification', ({ channel: from, payload }) => {
      const decoded = from === channel && payload ? decodeBusMessage(payload) : null;
      if (!decoded || decoded.origin === origin) return;
      queue = queue
        .then(() => deliver(decoded.message))
        .catch((error: unknown) => log('warn', `live: a notice could not be delivered: ${error}`));
    });
    next.on('error', (error) => {
      log('warn', `live: the LISTEN connection failed: ${error.message}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = retryMinMs;
    if (connectedOnce) {
      log('info', 'live: the LISTEN connection is back');
      for (const handler of resyncHandlers) handler();
    }
    connectedOnce = true;
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = undefined;
    void which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        log('warn', `live: reconnecting the LISTEN connection failed: ${error}`);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, retryMaxMs);
  }

  return {
    async start() {
      await connect();
      healthTimer = setInterval(() => {
        const current = client;
        current?.query('select 1').catch(() => lost(current));
      }, healthCheckMs);
      healthTimer.unref();
    },
    async send(message) {
      await deliver(message);
      try {
        for (const payload of encodeBusMessage(origin, message)) {
          await pool.query('select pg_notify($1, $2)', [channel, payload]);
        }
      } catch (error) {
        log('warn', `live: other server processes could not be told: ${error}`);
      }
    },
    onMessage: (handler) => void handlers.push(handler),
    onResync: (handler) => void resyncHandlers.push(handler),
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(healthTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
