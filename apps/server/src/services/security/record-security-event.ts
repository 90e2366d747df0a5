import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { securityEvents, type SecuritySeverity } from '../../db/schema/security-events.ts';

export interface SecurityEventInput {
  severity: SecuritySeverity;
  type: string;
  userId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one security event for the admin's Security Center. */
export async function recordSecurityEvent(
  db: NodePgDatabase,
  event: SecurityEventInput,
): Promise<void> {
  await db.insert(securityEvents).values({
    severity: event.severity,
    type: event.type,
    userId: event.userId ?? null,
    ip: event.ip ?? null,
    details: event.details ?? {},
  });
}
