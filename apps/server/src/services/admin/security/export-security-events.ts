import type { SecurityEventFilters } from '@brigade/shared/security/security-queries';
import { and, desc, eq, sql } from '../../../db/sql.ts';
import { securityEvents } from '../../../db/schema/security-events.ts';
import { users } from '../../../db/schema/users.ts';
import { csvLine } from './csv-cell.ts';
import { securityEventColumns } from './present-security-event.ts';
import { securityEventWhere } from './security-event-where.ts';
import type { AppContext } from '../../../core/app-context.ts';

/** An export holds at most this many events (the newest), however many match. */
export const securityEventExportLimit = 100_000;
const BATCH_SIZE = 1_000;

export const securityEventCsvHeader = [
  'occurredAt',
  'severity',
  'type',
  'userId',
  'userEmail',
  'ip',
  'details',
] as const;

/**
 * The matching events as CSV lines, newest first, read in batches (keyset on occurred_at and
 * id, the instant kept as PostgreSQL text so no microsecond is lost), so memory stays flat
 * however large the export.
 */
export async function* securityEventsCsv(
  ctx: AppContext,
  filters: SecurityEventFilters,
  limit: number = securityEventExportLimit,
): AsyncGenerator<string> {
  const { db } = ctx.database;
  yield csvLine(securityEventCsvHeader);
  const where = securityEventWhere(filters);
  let after: { at: string; id: string } | null = null;
  let written = 0;
  while (written < limit) {
    const rows = await db
      .select({ ...securityEventColumns, cursor: sql<string>`${securityEvents.occurredAt}::text` })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .where(
        and(
          where,
          after
            ? sql`(${securityEvents.occurredAt}, ${securityEvents.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.id))
      .limit(Math.min(BATCH_SIZE, limit - written));
    for (const row of rows) {
      yield csvLine([
        row.occurredAt.toISOString(),
        row.severity,
        row.type,
        row.userId,
        row.userEmail,
        row.ip,
        JSON.stringify(row.details),
      ]);
    }
    written += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) break;
    after = { at: last.cursor, id: last.id };
  }
}
