import { asc, eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobAlerts } from '../../db/schema/job-alerts.ts';

/**
 * The person's job alerts (issue 14), oldest first: name, search, frequency, paused. One batch:
 * a person keeps as many as their plan allows (a few dozen).
 */
export async function* jobAlertBatches(
  db: NodePgDatabase,
  userId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  yield rows.map((row) => ({
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
