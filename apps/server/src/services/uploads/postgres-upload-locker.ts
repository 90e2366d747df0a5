import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';
import type { Logger } from '../../core/logger.ts';

/** How operators (and the tests) tell the lock connection apart in pg_stat_activity. */
export const uploadLockConnectionName = 'brigade-upload-locks';
/** Where a process waiting for an upload asks the one holding it to let go. */
const releaseChannel = 'brigade_upload_release';
/** The first key of every upload lock (two-key advisory locks never meet the one-key ones). */
const LOCK_SPACE = 7_013;
const POLL_MS = 25;
/** How often a waiter repeats its request to let go (a notice can arrive before the lock). */
const ASK_AGAIN_MS = 1_000;

export interface PostgresUploadLocker extends Locker {
  close(): Promise<void>;
}

interface Holder {
  requestRelease: RequestRelease;
  /** The session holding the advisory lock, once it is taken. */
  session: pg.Client | undefined;
}

/**
 * tus upload locks shared by every server process on one PostgreSQL database, so that requests
 * for one upload never overlap whichever server they reach (a client retrying a PATCH on another
 * server while the first one is still writing its bytes, say). Within a process a map keeps one
 * request per upload, as tus's MemoryLocker does; across processes a session-level advisory
 * lock, held on one dedicated connection per process (not a pool connection: a slow upload
 * would hold it for minutes), and released by PostgreSQL itself if the process dies. As in
 * tus, a request that wants a held upload asks the holder to let go (its request is then
 * ended): in this process directly, in others by NOTIFY on that same connection.
 */
export function createPostgresUploadLocker(
  pool: pg.Pool,
  log: Logger,
  { acquireTimeoutMs = 30_000 } = {},
): PostgresUploadLocker {
  const holders = new Map<string, Holder>();
  let session: Promise<pg.Client> | undefined;
  let live: pg.Client | undefined;
  let closed = false;

  const lost = (client: pg.Client, error?: Error) => {
    if (live !== client) return;
    // PostgreSQL has released this session's locks: the requests holding them go on unguarded.
    log.warn({ err: error?.message }, 'uploads: the lock connection was lost');
    live = undefined;
    session = undefined;
    void client.end().catch(() => undefined);
  };

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      application_name: uploadLockConnectionName,
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', ({ channel, payload }) => {
      const holder = channel === releaseChannel && payload ? holders.get(payload) : undefined;
      if (holder?.session) void Promise.resolve(holder.requestRelease()).catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${releaseChannel}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    live = client;
    return client;
  };

  const connection = (): Promise<pg.Client> => {
    if (closed) return Promise.reject(new Error('The upload locker is closed'));
    session ??= connect().catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    return session;
  };

  return {
    newLock(id: string): Lock {
      let mine: Holder | undefined;
      return {
        async lock(signal, requestRelease) {
          const deadline = Date.now() + acquireTimeoutMs;
          const pause = async () => {
            if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          };
          // One request per upload in this process: ask the one holding it to finish early.
          for (let holder = holders.get(id); holder; holder = holders.get(id)) {
            if (holder.session) await holder.requestRelease();
            await pause();
          }
          const holder: Holder = { requestRelease, session: undefined };
          holders.set(id, holder);
          try {
            let askedAt = 0;
            for (;;) {
              const client = await connection();
              const { rows } = await client.query<{ locked: boolean }>(
                'select pg_try_advisory_lock($1, hashtext($2)) as locked',
                [LOCK_SPACE, id],
              );
              if (rows[0]?.locked) {
                holder.session = client;
                mine = holder;
                return;
              }
              if (Date.now() - askedAt >= ASK_AGAIN_MS) {
                await client.query('select pg_notify($1, $2)', [releaseChannel, id]);
                askedAt = Date.now();
              }
              await pause();
            }
          } catch (error) {
            holders.delete(id);
            throw error;
          }
        },

        async unlock() {
          const holder = mine;
          if (!holder || holders.get(id) !== holder) throw new Error('Releasing an unlocked lock');
          mine = undefined;
          try {
            // A session lost since has had its locks released by PostgreSQL already.
            if (holder.session && holder.session === live) {
              await holder.session.query('select pg_advisory_unlock($1, hashtext($2))', [
                LOCK_SPACE,
                id,
              ]);
            }
          } catch (error) {
            lost(holder.session as pg.Client, error as Error);
          } finally {
            holders.delete(id);
          }
        },
      };
    },

    async close() {
      closed = true;
      const client = await session?.catch(() => undefined);
      live = undefined;
      session = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
