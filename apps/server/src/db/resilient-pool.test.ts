import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReadOnlyStatement, retryReadsOnce } from './resilient-pool.ts';

const dropped = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

/** A pool whose first call fails with `firstError`, later calls answer a row. */
function fakePool(firstError: Error) {
  const calls: unknown[][] = [];
  const query = (...args: unknown[]) => {
    calls.push(args);
    return calls.length === 1 ? Promise.reject(firstError) : Promise.resolve({ rows: [{ n: 1 }] });
  };
  const pool = { query: query as pg.Pool['query'] };
  retryReadsOnce(pool, 0);
  return { pool, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('retryReadsOnce', () => {
  it('runs a read again when its connection dropped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { pool, calls } = fakePool(dropped());
    const config = { text: 'select "id" from "jobs" where "id" = $1', rowMode: 'array' as const };
    await expect(pool.query(config, ['j1'])).resolves.toEqual({ rows: [{ n: 1 }] });
    expect(calls).toEqual([
      [config, ['j1']],
      [config, ['j1']],
    ]);
  });

  it('fails a read whose second try drops too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: unknown[] = [];
    const pool = {
      query: ((text: string) => {
        calls.push(text);
        return Promise.reject(dropped());
      }) as pg.Pool['query'],
    };
    retryReadsOnce(pool, 0);
    await expect(pool.query('select 1')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(calls).toHaveLength(2);
  });

  it('never runs a write twice: it may have been applied', async () => {
    const { pool, calls } = fakePool(dropped());
    await expect(pool.query('insert into "jobs" ("title") values ($1)', ['Cook'])).rejects.toThrow(
      'ECONNRESET',
    );
    expect(calls).toHaveLength(1);
  });

  it('does not retry a read that failed for another reason', async () => {
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    const { pool, calls } = fakePool(syntax);
    await expect(pool.query('select nope from')).rejects.toBe(syntax);
    expect(calls).toHaveLength(1);
  });

  it('passes callback calls through untouched', () => {
    const calls: unknown[][] = [];
    const pool = { query: ((...args: unknown[]) => void calls.push(args)) as pg.Pool['query'] };
    retryReadsOnce(pool, 0);
    const callback = () => undefined;
    pool.query('select 1', callback);
    expect(calls).toEqual([['select 1', callback]]);
  });
});

describe('isReadOnlyStatement', () => {
  it.each([
    'select "id", "title" from "jobs" where "status" = $1',
    '  SELECT count(*)::int AS n FROM jobs',
    '-- the latest jobs\nselect 1',
    '/* counts */ (select 1) union (select 2)',
    'with recent as (select * from jobs) select count(*) from recent',
    'show random_page_cost',
    'select 1;',
  ])('reads: %s', (text) => {
    expect(isReadOnlyStatement(text)).toBe(true);
  });

  it.each([
    'insert into "resumes" ("headline") values ($1)',
    'update "users" set "profile_complete" = $1',
    'delete from rate_limits where window_start < $1',
    'with gone as (delete from jobs returning id) select count(*) from gone',
    'select * into jobs_copy from jobs',
    'select * from jobs where id = $1 for update',
    'select pg_notify($1, $2)',
    "select nextval('jobs_id_seq')",
    'select pg_advisory_lock(1)',
    "select set_config('search_path', 'x', false)",
    'select 1; delete from jobs',
    'begin',
    'analyze',
    'set random_page_cost = 1.1',
  ])('does not read only: %s', (text) => {
    expect(isReadOnlyStatement(text)).toBe(false);
  });
});
