import type { Page } from '@brigade/shared/jobs/job-answers';

/**
 * A page from rows that carry `count(*) over ()` as `total`. A page past the end has no row to
 * carry it, so the total is then counted separately (only then).
 */
export async function toPage<Row extends { total: number }, Item>(
  rows: Row[],
  query: { page: number; pageSize: number },
  present: (row: Row) => Item,
  countAll: () => Promise<number>,
): Promise<Page<Item>> {
  const total = rows[0]?.total ?? (query.page > 1 ? await countAll() : 0);
  return { items: rows.map(present), page: query.page, pageSize: query.pageSize, total };
}
