import { and, asc, eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { securityEvents } from '../../db/schema/security-events.ts';
import { afterCursor, cursorOf, exportBatchSize, keysetBatches } from './keyset-batches.ts';

/**
 * Which admin acted is the admins' business (the Security Center and audit log keep it): the
 * person learns that an admin did, not who.
 */
function withoutAdmin(details: Record<string, unknown>): Record<string, unknown> {
  if (!('adminId' in details) && !('adminEmail' in details)) return details;
  const { adminId: _adminId, adminEmail: _adminEmail, ...rest } = details;
  return { ...rest, byAdmin: true };
}

/** The security events about a person (they are its subject), oldest first, in batches. */
export async function* securityEventBatches(
  db: NodePgDatabase,
  userId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const batches = keysetBatches((cursor) =>
    db
      .select({
        id: securityEvents.id,
        cursor: cursorOf(securityEvents.occurredAt),
        occurredAt: securityEvents.occurredAt,
        type: securityEvents.type,
        severity: securityEvents.severity,
        ip: securityEvents.ip,
        details: securityEvents.details,
      })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.userId, userId),
          afterCursor(securityEvents.occurredAt, securityEvents.id, cursor),
        ),
      )
      .orderBy(asc(securityEvents.occurredAt), asc(securityEvents.id))
      .limit(exportBatchSize),
  );
  for await (const batch of batches) {
    yield batch.map((event) => ({
      type: event.type,
      severity: event.severity,
      occurredAt: event.occurredAt.toISOString(),
      ip: event.ip,
      details: withoutAdmin(event.details),
    }));
  }
}
