import type { JobSearchQuery } from '@brigade/shared/jobs/job-search';
import {
  and,
  count,
  desc,
  eq,
  isNull,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobs } from '../../db/schema/jobs.ts';
import { newestFirst, summaryColumnsFor } from './job-columns.ts';

/** What a pay sort ranks: the pay on hourly terms, or the estimated total a week (total-pay.ts). */
export const payRankings = { pay: jobs.hourlyPay, total: jobs.weeklyTotal } as const;
export type PayRanking = keyof typeof payRankings;

/**
 * A page of Browse Jobs sorted by pay (or by the estimated total, `ranking`), compared only within a currency (14 GBP and 14 EUR are not
 * the same pay, and no exchange rate here would be honest): the asked-for currency's jobs first
 * (Browse Jobs sends the reader's), then each other currency's jobs in turn (by code), then those
 * whose venue states none; never interleaved. The asked-for currency's part walks the pay index,
 * so a first page it fills reads no other job; only a page past its end sorts the rest. Both
 * rankings have their indexes (jobs_open_currency_pay_idx, jobs_open_currency_total_idx and their
 * city forms), written in this order.
 */
export async function paySortedJobs(
  db: NodePgDatabase,
  where: SQL | undefined,
  query: Pick<JobSearchQuery, 'currency' | 'page' | 'pageSize'>,
  availability: number | null,
  ranking: PayRanking = 'pay',
) {
  const ranked: AnyColumn = payRankings[ranking];
  const highestPay = [sql`${ranked} desc nulls last`, newestFirst, desc(jobs.id)];
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
