import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import { afterAll, describe, expect, it } from 'vitest';
import { listenerName } from '../../src/services/live/postgres-bus.ts';
import {
  freePort,
  processTestTimeout,
  spawnServer,
  type ServerProcess,
} from '../../src/testing/server-process.ts';
import { sessionCookieOf } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { connectLive } from './live-client.ts';
import { hiringPair, openConversation } from './messaging-fixtures.ts';
import { postgresOnly } from '../support/postgres-only.ts';
import { useOwnDatabase } from '../support/own-database.ts';

const { target, why } = postgresOnly();

// Two real server processes on one PostgreSQL database of this file's own (their queue workers
// must not claim other files' work): what one delivers live must include what was sent through
// the other (LISTEN/NOTIFY), as behind a load balancer.
describe.runIf(target.kind === 'postgres')(`two server processes on one PostgreSQL${why}`, () => {
  const own = useOwnDatabase('two_processes');
  const t = useTestApp({ openDatabase: () => own.open() });
  const servers: ServerProcess[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  async function startServer(): Promise<string> {
    if (target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const port = await freePort();
    const server = spawnServer({ DATABASE_URL: own.url() ?? '', PORT: String(port) });
    servers.push(server);
    await server.healthy(port);
    return `http://127.0.0.1:${port}`;
  }

  it(
    'delivers a message sent through one process to a stream on the other',
    { timeout: processTestTimeout },
    async () => {
      const [first, second] = await Promise.all([startServer(), startServer()]);
      // Accounts and sessions made here are in the shared database, signed with its shared secret.
      const { restaurant, applicant } = await hiringPair(t);
      const id = await openConversation(t, restaurant, applicant);
      const live = await connectLive(first, applicant.cookie);
      const restaurantLive = await connectLive(first, restaurant.cookie);

      const post = (content: string) =>
        fetch(`${second}/api/conversations/${id}/messages`, {
          method: 'POST',
          headers: { cookie: restaurant.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
        });
      const response = await post('Sent through the second process');
      expect(response.status).toBe(201);
      const sent = (await response.json()) as MessageView;
      expect(await live.next()).toEqual({
        type: 'message.created',
        conversationId: id,
        message: sent,
      });
      expect(await live.next()).toEqual({ type: 'notifications.changed' });
      expect(await restaurantLive.next()).toMatchObject({ message: { id: sent.id } });

      // 2,000 characters that JSON writes as 9,000 bytes (a control character is six bytes of
      // JSON, \u0001): too large for NOTIFY, so it travels as a reference.
      const long = '€'.repeat(1000) + '\u0001'.repeat(1000);
      const large = (await (await post(long)).json()) as MessageView;
      expect(await live.next()).toEqual({
        type: 'message.created',
        conversationId: id,
        message: { ...large, content: long },
      });

      // The LISTEN connections drop (a database restart, a network cut): each process reconnects
      // and closes its streams, so browsers reconnect and refetch what passed in between.
      await t.database.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = $1`,
        [listenerName],
      );
      await live.ended();
      await restaurantLive.ended();
      const again = await connectLive(first, applicant.cookie);
      const afterDrop = (await (await post('After the reconnection')).json()) as MessageView;
      expect(await again.next()).toMatchObject({ message: { id: afterDrop.id } });

      // Signing out through the second process ends the stream held by the first.
      const signOut = await fetch(`${second}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie: applicant.cookie },
      });
      expect(signOut.status).toBe(204);
      await again.ended();

      // A process with open streams still stops cleanly.
      const another = await connectLive(first, await sessionCookieOf(t, applicant));
      expect(await servers[0]?.stop('SIGTERM')).toBe(0);
      await another.ended();
    },
  );
});
