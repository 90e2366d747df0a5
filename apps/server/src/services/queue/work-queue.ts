import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * The durable job queue's operations (table `queued_work`, decision 017). Work is enqueued in the
 * caller's transaction, so a change and the mail it owes commit together or not at all.
 */
export interface WorkRequest {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it may run; now if not given. */
  runAt?: Date;
  /** Folds requests into one pending row: a second request with the key adds nothing. */
  singletonKey?: string;
  maxAttempts?: number;
}

export interface ClaimedWork {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** Anything that runs statements: the database or a transaction. */
type Executor = Pick<NodePgDatabase, 'execute'>;

export async function enqueueWork(db: Executor, request: WorkRequest): Promise<void> {
  const runAt = request.runAt ?? new Date();
  await db.execute(sql`
    insert into queued_work (kind, payload, run_at, singleton_key, max_attempts)
    values (${request.kind}, ${JSON.stringify(request.payload ?? {})}::jsonb,
            ${runAt.toISOString()}::timestamptz, ${request.singletonKey ?? null},
            ${request.maxAttempts ?? 8})
    on conflict (singleton_key) where state = 'pending' do nothing`);
}

/**
 * Takes up to `limit` due rows for this process: pending ones whose time has come, and running
 * ones whose lease ran out (their process died). `FOR UPDATE SKIP LOCKED` lets several
 * processes claim at once without waiting for or taking each other's rows.
 */
export async function claimWork(
  db: Executor,
  options: {
    limit: number;
    leaseMs: number;
    now?: Date;
    kinds?: string[];
    /** Only work whose payload contains these fields (`@>`), e.g. one recipient's. */
    payload?: Record<string, unknown>;
  },
): Promise<ClaimedWork[]> {
  const now = (options.now ?? new Date()).toISOString();
  const onlyKinds = options.kinds
    ? sql`and kind in (${sql.join(
        options.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  const onlyPayload = options.payload
    ? sql`and payload @> ${JSON.stringify(options.payload)}::jsonb`
    : sql``;
  const result = await db.execute<{
    id: string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(sql`
    update queued_work
    set state = 'running', attempts = attempts + 1,
        locked_until = ${now}::timestamptz + make_interval(secs => ${options.leaseMs / 1000})
    where id in (
      select id from queued_work
      where ((state = 'pending' and run_at <= ${now}::timestamptz)
         or (state = 'running' and locked_until < ${now}::timestamptz))
        ${onlyKinds} ${onlyPayload}
      order by run_at
      limit ${options.limit}
      for update skip locked)
    returning id, kind, payload, attempts, max_attempts`);
  return result.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  }));
}

export async function completeWork(db: Executor, id: string): Promise<void> {
  await db.execute(sql`
    update queued_work set state = 'done', finished_at = now(), locked_until = null, last_error = null
    where id = ${id}`);
}

/**
 * Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min … capped at one hour, with up to
 * 20 % jitter so work that failed together (an SMTP outage) does not retry in one burst.
 */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (1 + 0.2 * random()));
}

/** A failed attempt: tried again later, or after its last attempt recorded as failed for good. */
export async function failWork(
  db: Executor,
  work: ClaimedWork,
  error: unknown,
  now = new Date(),
): Promise<'retry' | 'failed'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  if (work.attempts >= work.maxAttempts) {
    await db.execute(sql`
      update queued_work set state = 'failed', finished_at = now(), locked_until = null,
             last_error = ${message}
      where id = ${work.id}`);
    return 'failed';
  }
  const runAt = new Date(now.getTime() + retryDelayMs(work.attempts));
  // Back to pending; if a twin with the same singleton key was queued meanwhile, this one gives
  // way to it (the twin does the same work) rather than break the key's uniqueness.
  await db.execute(sql`
    with twin as (
      select 1 from queued_work q, queued_work me
      where me.id = ${work.id} and q.state = 'pending' and q.singleton_key = me.singleton_key)
    update queued_work
    set state = case when exists (select 1 from twin) then 'done' else 'pending' end,
        finished_at = case when exists (select 1 from twin) then now() end,
        run_at = ${runAt.toISOString()}::timestamptz, locked_until = null,
        last_error = ${message}
    where id = ${work.id}`);
  return 'retry';
}

/** Done work is kept a week (for the figures), failed work a month; then it goes. */
export async function pruneFinishedWork(db: Executor): Promise<void> {
  await db.execute(sql`
    delete from queued_work
    where (state = 'done' and finished_at < now() - interval '7 days')
       or (state = 'failed' and finished_at < now() - interval '30 days')`);
}
