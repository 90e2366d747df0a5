import type { SecurityEventView } from '@brigade/shared/security/security-answers';
import { securityEvents } from '../../../db/schema/security-events.ts';
import { users } from '../../../db/schema/users.ts';

/** The columns a Security Center row needs (the event and its user's e-mail). */
export const securityEventColumns = {
  id: securityEvents.id,
  occurredAt: securityEvents.occurredAt,
  severity: securityEvents.severity,
  type: securityEvents.type,
  userId: securityEvents.userId,
  userEmail: users.email,
  ip: securityEvents.ip,
  details: securityEvents.details,
};

export interface SecurityEventRow {
  id: string;
  occurredAt: Date;
  severity: SecurityEventView['severity'];
  type: string;
  userId: string | null;
  userEmail: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export function presentSecurityEvent(row: SecurityEventRow): SecurityEventView {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    severity: row.severity,
    type: row.type,
    userId: row.userId,
    userEmail: row.userEmail,
    ip: row.ip,
    details: row.details,
  };
}
