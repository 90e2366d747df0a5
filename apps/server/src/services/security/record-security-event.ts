import {
  securityEventSeverity,
  type SecurityEventType,
  type SecuritySeverity,
} from '@brigade/shared/security/security-event-types';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { securityEvents } from '../../db/schema/security-events.ts';

export interface SecurityEventInput {
  /** Only the types of the shared list, so the Security Center can name and filter every one. */
  type: SecurityEventType;
  /** Defaults to the type's usual severity. */
  severity?: SecuritySeverity;
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
    severity: event.severity ?? securityEventSeverity[event.type],
    type: event.type,
    userId: event.userId ?? null,
    ip: event.ip ?? null,
    details: event.details ?? {},
  });
}
