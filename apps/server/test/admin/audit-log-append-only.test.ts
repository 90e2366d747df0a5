import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/db/schema/admin-audit-log.ts';
import type { Database } from '../../src/db/open-database.ts';
import { recordAdminAction } from '../../src/services/audit/record-admin-action.ts';
import { openTestDatabase } from '../support/test-app.ts';

describe('the admin audit log', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const entry = async () => {
    const targetId = randomUUID();
    await recordAdminAction(database.db, {
      admin: { id: randomUUID(), email: 'admin@example.com' },
      action: 'user.deactivate',
      target: { type: 'user', id: targetId, label: 'cook@example.com' },
      details: { reason: 'spam' },
      ip: '203.0.113.9',
    });
    return targetId;
  };

  const rowsOf = (targetId: string) =>
    database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

  it('keeps what was written', async () => {
    const targetId = await entry();
    const [row] = await rowsOf(targetId);
    expect(row).toMatchObject({
      action: 'user.deactivate',
      targetType: 'user',
      targetLabel: 'cook@example.com',
      details: { reason: 'spam' },
    });
  });

  it('cannot be edited, even by the application', async () => {
    const targetId = await entry();
    await database.db
      .update(adminAuditLog)
      .set({ action: 'user.reactivate' })
      .where(eq(adminAuditLog.targetId, targetId));
    const [row] = await rowsOf(targetId);
    expect(row?.action).toBe('user.deactivate');
  });

  it('cannot be deleted', async () => {
    const targetId = await entry();
    await database.db.delete(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
    expect(await rowsOf(targetId)).toHaveLength(1);
  });
});
