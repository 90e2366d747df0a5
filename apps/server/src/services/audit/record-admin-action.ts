import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { adminAuditLog, type AuditTargetType } from '../../db/schema/admin-audit-log.ts';

export interface AdminActionInput {
  admin: { id: string; email: string };
  /** What was done, as `<target>.<verb>`: user.deactivate, job.remove, session.revoke… */
  action: string;
  target: { type: AuditTargetType; id: string; label?: string };
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Writes one entry to the append-only audit log. Call it inside the transaction that makes the
 * change (pass the transaction as `db`), so an action is never done without its entry.
 */
export async function recordAdminAction(db: NodePgDatabase, input: AdminActionInput) {
  await db.insert(adminAuditLog).values({
    adminId: input.admin.id,
    adminEmail: input.admin.email,
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    targetLabel: input.target.label ?? '',
    details: input.details ?? {},
    ip: input.ip ?? null,
  });
}
