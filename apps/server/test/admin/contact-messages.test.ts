import type {
  AdminContactMessage,
  AdminContactMessagePage,
} from '@brigade/shared/admin/contact-messages';
import { apiPaths } from '@brigade/shared/routes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/db/schema/admin-audit-log.ts';
import { contactMessages } from '../../src/db/schema/contact-messages.ts';
import { listContactMessages } from '../../src/services/admin/list-contact-messages.ts';
import { signedInUser, uniqueEmail } from '../support/accounts.ts';
import { isolated, onTransaction } from '../support/isolated.ts';
import { useTestApp } from '../support/test-app.ts';
import { expectAdminsOnly } from './admin-access.ts';

describe('contact messages for admins', () => {
  const t = useTestApp();
  let adminCookie = '';
  beforeAll(async () => {
    adminCookie = (await signedInUser(t, 'admin')).cookie;
  });

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.admin.contactMessages}?${query}`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminContactMessagePage>();
  };
  const mark = (id: string, read: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: apiPaths.admin.contactMessage(id),
      headers: { cookie: adminCookie },
      payload: { read },
    });
  const sent = async () => {
    const email = uniqueEmail('contact');
    const [row] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Ada', email, topic: 'press', message: 'A question from the press.' })
      .returning();
    if (!row) throw new Error('no contact message inserted');
    return row;
  };

  it('is for admins only', async () => {
    const message = await sent();
    await expectAdminsOnly(t, 'GET', apiPaths.admin.contactMessages);
    await expectAdminsOnly(t, 'PUT', apiPaths.admin.contactMessage(message.id), { read: true });
  });

  it('lists messages newest first in full', async () => {
    const older = await sent();
    // Messages of the same instant have no order (PGlite's clock counts milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await sent();
    const page = await list('status=all&pageSize=50');
    const ids = page.items.map((item) => item.id);
    expect(ids).toContain(older.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.items.find((item) => item.id === newer.id)).toEqual({
      id: newer.id,
      name: 'Ada',
      email: newer.email,
      topic: 'press',
      message: 'A question from the press.',
      createdAt: newer.createdAt.toISOString(),
      readAt: null,
    } satisfies AdminContactMessage);
    expect(page.unreadTotal).toBeGreaterThanOrEqual(2);
  });

  it('counts unread messages exactly, whatever page is asked for', async () => {
    // In a REPEATABLE READ snapshot rolled back at the end: other test files writing to the same
    // PostgreSQL database cannot change the figures between the two reads.
    const [before, after] = await isolated(t.database.db, async (tx) => {
      const query = { status: 'read' as const, page: 1, pageSize: 1 };
      const first = await listContactMessages(onTransaction(t.ctx, tx), query);
      await tx.insert(contactMessages).values([
        { name: 'Ada', email: 'a@example.com', topic: 'other', message: 'First unread one.' },
        { name: 'Bo', email: 'b@example.com', topic: 'other', message: 'Second unread one.' },
        {
          name: 'Cy',
          email: 'c@example.com',
          topic: 'other',
          message: 'Already read.',
          readAt: new Date(),
        },
      ]);
      return [first, await listContactMessages(onTransaction(t.ctx, tx), query)] as const;
    });
    expect(after.unreadTotal - before.unreadTotal).toBe(2);
    expect(after.total - before.total).toBe(1);
  });

  it('marks read and unread, filters by it, and audits both', async () => {
    const message = await sent();
    const read = await mark(message.id, true);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<AdminContactMessage>().readAt).toEqual(expect.any(String));
    const readIds = (await list('status=read&pageSize=50')).items.map((item) => item.id);
    expect(readIds).toContain(message.id);
    const unreadIds = (await list('status=unread&pageSize=50')).items.map((item) => item.id);
    expect(unreadIds).not.toContain(message.id);

    const unread = await mark(message.id, false);
    expect(unread.json<AdminContactMessage>().readAt).toBeNull();
    const unreadAgain = (await list('status=unread&pageSize=50')).items.map((item) => item.id);
    expect(unreadAgain).toContain(message.id);

    const audit = await t.database.db
      .select({ action: adminAuditLog.action, targetType: adminAuditLog.targetType })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, message.id)))
      .orderBy(adminAuditLog.occurredAt);
    expect(audit).toEqual([
      { action: 'contact_message.read', targetType: 'contact_message' },
      { action: 'contact_message.unread', targetType: 'contact_message' },
    ]);
  });

  it('answers 404 for a message that does not exist', async () => {
    expect((await mark('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await mark('nope', true)).statusCode).toBe(404);
  });
});
