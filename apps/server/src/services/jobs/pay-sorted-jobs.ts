import type { JobSearchQuery } from '@brigade/shared/jobs/job-search';
import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobs } from '../../db/schema/jobs.ts';
import { newestFirst, summaryColumnsFor } from './job-columns.ts';

/** Highest pay first, as the open-jobs pay index is written (jobs_open_pay_idx) to walk it. */
const highestPay = [sql`${jobs.hourlyPay} desc nulls last`, newestFirst, desc(jobs.id)];

/**
 * A page of Browse Jobs sorted by pay, compared only within a currency (14 GBP and 14 EUR are not
 * the same pay, and no exchange rate here would be honest): the asked-for currency's jobs first
 * (Browse Jobs sends the reader's), then each other currency's jobs in turn (by code), then those
 * whose venue states none; never interleaved. The asked-for currency's part walks the pay index,
 * so a first page it fills reads no other job; only a page past its end sorts the rest.
 */
export async function paySortedJobs(
  db: NodePgDatabase,
  where: SQL | undefined,
  query: Pick<JobSearchQuery, 'currency' | 'page' | 'pageSize'>,
  availability: number | null,
) {
  const offset = (query.page - 1) * query.pageSize;
  const columns = summaryColumnsFor(availability);
  const rows = (condition: SQL | undefined, order: SQL[], skip: number, take: number) =>
    db
      .select(columns)
      .from(jobs)
      .where(condition)
      .orderBy(...order)
      .limit(take)
      .offset(skip);
  const eachCurrencyInTurn = [sql`${jobs.currency} asc nulls last`, ...highestPay];
  const { currency } = query;
  if (!currency) return rows(where, eachCurrencyInTurn, offset, query.pageSize);

  const inCurrency = and(where, eq(jobs.currency, currency));
  const first = await rows(inCurrency, highestPay, offset, query.pageSize);
  if (first.length === query.pageSize) return first;
  // How many jobs pay in it: the page ended within them, or (none on it) they end before it.
  const before = first.length > 0 ? offset + first.length : await countUpTo(db, inCurrency, offset);
  const others = and(where, or(isNull(jobs.currency), ne(jobs.currency, currency)));
  const rest = await rows(
    others,
    eachCurrencyInTurn,
    Math.max(0, offset - before),
    query.pageSize - first.length,
  );
  return [...first, ...rest];
}

/** The matches of `where`, counted up to `limit` (all that is needed to place a page). */
async function countUpTo(db: NodePgDatabase, where: SQL | undefined, limit: number) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(jobs)
    .where(where)
    .limit(limit)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}
