import type { SecurityEventCounts } from '@brigade/shared/security/security-answers';
import {
  securitySeverities,
  type SecuritySeverity,
} from '@brigade/shared/security/security-event-types';
import { count, sql } from '../../../db/sql.ts';
import { securityEvents } from '../../../db/schema/security-events.ts';
import type { AppContext } from '../../../core/app-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function zeroes(): Record<SecuritySeverity, number> {
  return Object.fromEntries(securitySeverities.map((s) => [s, 0])) as Record<
    SecuritySeverity,
    number
  >;
}

/**
 * Events per severity over the 24 hours and the 7 days before `now`, every severity present
 * (0 when none). One pass over the last week, on the occurred_at index.
 */
export async function countSecurityEvents(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<SecurityEventCounts> {
  const { db } = ctx.database;
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const rows = await db
    .select({
      severity: securityEvents.severity,
      week: count(),
      day: sql<number>`count(*) filter (where ${securityEvents.occurredAt} >= ${dayAgo.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(securityEvents)
    .where(
      sql`${securityEvents.occurredAt} >= ${weekAgo.toISOString()} and ${securityEvents.occurredAt} <= ${now.toISOString()}`,
    )
    .groupBy(securityEvents.severity);
  const counts: SecurityEventCounts = { last24Hours: zeroes(), last7Days: zeroes() };
  for (const row of rows) {
    counts.last24Hours[row.severity] = row.day;
    counts.last7Days[row.severity] = row.week;
  }
  return counts;
}
