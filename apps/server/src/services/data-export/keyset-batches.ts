import { sql, type AnyColumn, type SQL } from '../../db/sql.ts';

/** Where a batch ended: its last row's instant, as PostgreSQL text (every microsecond kept), and id. */
export interface Cursor {
  at: string;
  id: string;
}

/** The rows a batch reader answers: each with its cursor text and id. */
export interface CursorRow {
  cursor: string;
  id: string;
}

export const exportBatchSize = 500;

/** The instant column as text, for the cursor: a JS Date would lose its microseconds. */
export const cursorOf = (column: AnyColumn): SQL<string> => sql<string>`${column}::text`;

/** Rows after the cursor in (instant, id) order; no condition for the first batch. */
export function afterCursor(at: AnyColumn, id: AnyColumn, cursor: Cursor | null): SQL | undefined {
  return cursor ? sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

/**
 * Reads a list batch by batch in (instant, id) order: `read(cursor)` answers at most
 * `exportBatchSize` rows after the cursor (ordered so); stops after a short batch.
 */
export async function* keysetBatches<Row extends CursorRow>(
  read: (cursor: Cursor | null) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await read(cursor);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < exportBatchSize) return;
    cursor = { at: last.cursor, id: last.id };
  }
}
