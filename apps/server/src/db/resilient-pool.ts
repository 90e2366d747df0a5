import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { isConnectionFailure } from './postgres-errors.ts';

/**
 * The wait before a read's one retry: the connections that dropped with the first one (a server
 * restart ends them all) have reported it by then, so the pool hands out a fresh one.
 */
const RETRY_DELAY_MS = 50;

/**
 * The node-postgres pool both engines use, made to survive a dropped connection
 * (docs/decisions/016-dropped-connections.md): a one-off read retries once; anything else fails
 * with an error `isConnectionFailure` recognises, which the error handler answers with a 503.
 */
export function createPool(config: pg.PoolConfig, name: string): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection that drops is discarded by the pool, which reports it here.
  pool.on('error', (error) => console.error(`${name} connection error:`, error.message));
  // One that drops while checked out (a transaction) emits 'error' with nobody listening, which
  // would end the process: its statement fails instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  retryReadsOnce(pool, RETRY_DELAY_MS);
  return pool;
}

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * Makes `pool.query` (what Drizzle calls for a statement outside a transaction) run a read-only
 * statement a second time when its connection failed: the pool discards a connection that failed
 * (pg-pool's release with an error), so the second try gets another one. Writes are never
 * retried, they may have been applied; statements in a transaction never come through here.
 */
export function retryReadsOnce(pool: { query: pg.Pool['query'] }, delayMs: number): void {
  const query = pool.query.bind(pool) as AnyQuery;
  const retrying: AnyQuery = (...args) => {
    const result = query(...args);
    // Callback and streaming calls return nothing to retry; the statement is judged only when
    // it failed, so the usual query pays nothing for this.
    if (!(result instanceof Promise)) return result;
    return result.catch(async (error: unknown) => {
      const text = statementText(args);
      if (!isConnectionFailure(error) || text === undefined || !isReadOnlyStatement(text)) {
        throw error;
      }
      console.warn('A database read lost its connection; trying it once more.');
      await delay(delayMs);
      return query(...args);
    });
  };
  pool.query = retrying as pg.Pool['query'];
}

/** The SQL of a promise-style call; undefined for callback and streaming (Submittable) calls. */
function statementText(args: unknown[]): string | undefined {
  if (args.some((arg) => typeof arg === 'function')) return undefined;
  const [first] = args;
  if (typeof first === 'string') return first;
  if (typeof first !== 'object' || first === null) return undefined;
  const config = first as { text?: unknown; submit?: unknown };
  if (typeof config.submit === 'function') return undefined;
  return typeof config.text === 'string' ? config.text : undefined;
}

/** Leading whitespace, comments and opening parentheses, before a statement's first word. */
const preamble = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/|\()*/;
const readStatement = /^(?:select|with|show|values|table)\b/i;
/**
 * Words that make a read statement change something: a data-modifying CTE, SELECT … INTO, row
 * locks (FOR UPDATE / FOR NO KEY UPDATE), and functions with side effects (sequences, settings,
 * NOTIFY, advisory locks, signalling backends, large objects).
 */
const changesSomething =
  /\b(?:insert|update|delete|merge|into|nextval|setval|set_config|pg_notify|pg_(?:try_)?advisory_\w+|pg_terminate_backend|pg_cancel_backend|lo_\w+)\b/i;

/**
 * Whether a statement only reads, so running it twice is harmless. Conservative: a word above
 * anywhere (even in a quoted name) or a second statement makes it a write.
 */
export function isReadOnlyStatement(text: string): boolean {
  const statement = text.replace(preamble, '');
  if (!readStatement.test(statement)) return false;
  if (/;\s*\S/.test(statement)) return false;
  return !changesSomething.test(statement);
}
