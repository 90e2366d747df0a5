import type { Page } from '@brigade/shared/jobs/job-answers';
import type { SecurityEventView } from '@brigade/shared/security/security-answers';
import type { SecurityEventListQuery } from '@brigade/shared/security/security-queries';
import { count, desc, eq, sql } from '../../../db/sql.ts';
import { securityEvents } from '../../../db/schema/security-events.ts';
import { users } from '../../../db/schema/users.ts';
import { toPage } from '../../pagination.ts';
import { presentSecurityEvent, securityEventColumns } from './present-security-event.ts';
import { securityEventWhere } from './security-event-where.ts';
import type { AppContext } from '../../../core/app-context.ts';

/** The Security Center's list: filtered, newest first, paginated. */
export async function listSecurityEvents(
  ctx: AppContext,
  query: SecurityEventListQuery,
): Promise<Page<SecurityEventView>> {
  const { db } = ctx.database;
  const where = securityEventWhere(query);
  const rows = await db
    .select({ ...securityEventColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.userId))
    .where(where)
    .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return toPage(rows, query, presentSecurityEvent, async () => {
    const [row] = await db
      .select({ total: count() })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .where(where);
    return row?.total ?? 0;
  });
}
