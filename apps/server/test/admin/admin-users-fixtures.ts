import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../../src/db/schema/admin-audit-log.ts';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import type { TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One admin API call as a signed-in user (or nobody, with an empty cookie). */
export const adminCall = (
  t: TestApp,
  method: Method,
  url: string,
  cookie: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** The audit-log entries about one target. */
export const auditOf = (t: TestApp, targetId: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

/** The security events of one user and type. */
export const eventsOf = (t: TestApp, userId: string, type: string) =>
  t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, type)));

export const unknownId = () => randomUUID();
