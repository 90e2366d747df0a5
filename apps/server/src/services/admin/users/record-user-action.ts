import type { SecurityEventType } from '@brigade/shared/security/security-event-types';
import type { SessionUser } from '@brigade/shared/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { SecuritySeverity } from '../../../db/schema/security-events.ts';
import { recordAdminAction } from '../../audit/record-admin-action.ts';
import { recordSecurityEvent } from '../../security/record-security-event.ts';

/** Who acted, from where: every admin action on a user carries it. */
export interface AdminActor {
  admin: SessionUser;
  ip: string;
}

export interface UserActionRecord {
  /** The audit log's action: user.deactivate, session.revoke… */
  action: string;
  target: { id: string; email: string };
  details?: Record<string, unknown>;
  /** The security event of the same change. */
  event: { type: SecurityEventType; severity: SecuritySeverity };
}

/**
 * Writes the audit-log entry and the security event of an admin's action on a user. Call it in
 * the transaction that makes the change, so neither exists without the other.
 */
export async function recordUserAction(
  tx: NodePgDatabase,
  actor: AdminActor,
  record: UserActionRecord,
): Promise<void> {
  const details = record.details ?? {};
  await recordAdminAction(tx, {
    admin: { id: actor.admin.id, email: actor.admin.email },
    action: record.action,
    target: { type: 'user', id: record.target.id, label: record.target.email },
    details,
    ip: actor.ip,
  });
  await recordSecurityEvent(tx, {
    severity: record.event.severity,
    type: record.event.type,
    userId: record.target.id,
    ip: actor.ip,
    details: { ...details, adminId: actor.admin.id, adminEmail: actor.admin.email },
  });
}
