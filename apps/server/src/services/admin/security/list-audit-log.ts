import type { Page } from '@brigade/shared/jobs/job-answers';
import type { AuditLogEntryView } from '@brigade/shared/security/security-answers';
import type { AuditLogQuery } from '@brigade/shared/security/security-queries';
import { count, desc, eq, sql } from '../../../db/sql.ts';
import { adminAuditLog } from '../../../db/schema/admin-audit-log.ts';
import { toPage } from '../../pagination.ts';
import type { AppContext } from '../../../core/app-context.ts';

type AuditRow = typeof adminAuditLog.$inferSelect;

function presentAuditEntry(row: AuditRow): AuditLogEntryView {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    details: row.details,
    ip: row.ip,
  };
}

/** The audit log, newest first, optionally one action (`user.deactivate`); read only. */
export async function listAuditLog(
  ctx: AppContext,
  query: AuditLogQuery,
): Promise<Page<AuditLogEntryView>> {
  const { db } = ctx.database;
  const where = query.action ? eq(adminAuditLog.action, query.action) : undefined;
  const rows = await db
    .select({
      entry: adminAuditLog,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.occurredAt), desc(adminAuditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return toPage(
    rows,
    query,
    (row) => presentAuditEntry(row.entry),
    async () => {
      const [row] = await db.select({ total: count() }).from(adminAuditLog).where(where);
      return row?.total ?? 0;
    },
  );
}
