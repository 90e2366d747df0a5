import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAccounts } from '../../src/db/schema/auth-accounts.ts';
import { authSessions } from '../../src/db/schema/auth-sessions.ts';
import { storedFiles } from '../../src/db/schema/stored-files.ts';
import { users } from '../../src/db/schema/users.ts';
import { signedInUser } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';
import { seedFile, useFilesTestApp } from '../files/stored-file-fixtures.ts';

describe('DELETE /api/account', () => {
  const t = useTestApp();
  const remove = (cookie: string, payload: object) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload,
      headers: { cookie },
      remoteAddress: uniqueIp(),
    });
  const rowsOf = async (userId: string) => ({
    users: await t.database.db.select().from(users).where(eq(users.id, userId)),
    logins: await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, userId)),
    sessions: await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, userId)),
  });

  it('needs a signed-in user', async () => {
    const response = await remove('', { password: 'whatever' });
    expect(response.statusCode).toBe(401);
  });

  it('deletes nothing on a wrong password', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await remove(cookie, { password: 'Wrong!Pass1' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'wrong_password',
      message: 'Incorrect password. Please try again.',
    });
    const rows = await rowsOf(user.id);
    expect(rows.users).toHaveLength(1);
    expect(rows.logins).toHaveLength(1);
    expect(rows.sessions.length).toBeGreaterThan(0);
  });

  it('removes the profile, the login and every session with the right password', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await remove(cookie, { password: user.password });
    expect(response.statusCode).toBe(204);
    expect(await rowsOf(user.id)).toEqual({ users: [], logins: [], sessions: [] });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.json().user).toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('DELETE /api/account and My Files', () => {
  const t = useFilesTestApp();

  it('removes the stored bytes of the account’s files, not only their records', async () => {
    const owner = await signedInUser(t);
    const file = await seedFile(t, owner);
    const [record] = await t.database.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(eq(storedFiles.id, file.id));
    const key = record?.key ?? '';
    expect(await t.storage.read(key)).not.toBeNull();

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: owner.user.password },
      headers: { cookie: owner.cookie },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(204);
    expect(await t.storage.read(key)).toBeNull();
  });
});
