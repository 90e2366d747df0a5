import type { AddressInfo } from 'node:net';
import type { AdminUserSession } from '@brigade/shared/admin/users';
import { apiPaths } from '@brigade/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { connectLive } from '../messaging/live-client.ts';
import { adminCall, auditOf, eventsOf, unknownId } from './admin-users-fixtures.ts';

describe("an admin and a user's sessions", () => {
  const t = useTestApp();
  const server = { url: '' };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  const sessionsOf = async (cookie: string, userId: string) => {
    const response = await adminCall(t, 'GET', apiPaths.admin.userSessions(userId), cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { sessions: AdminUserSession[] }).sessions;
  };
  const signedIn = async (cookie: string) =>
    ((await adminCall(t, 'GET', apiPaths.auth.session, cookie)).json() as { user: unknown })
      .user !== null;

  it('lists active sessions without their tokens and revokes one, closing its stream', async () => {
    const admin = await signedInUser(t, 'admin');
    const target = await signedInUser(t);
    const secondCookie = await sessionCookieOf(t, target.user);
    const sessions = await sessionsOf(admin.cookie, target.user.id);
    // Test accounts also keep the session their sign-up made.
    expect(sessions).toHaveLength(3);
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'ipAddress', 'updatedAt', 'userAgent'].sort(),
    );

    const firstLive = await connectLive(server.url, target.cookie);
    const secondLive = await connectLive(server.url, secondCookie);
    // The newest session is the second cookie's.
    const [one] = [...sessions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (!one) throw new Error('no session');
    const revoked = await adminCall(
      t,
      'DELETE',
      apiPaths.admin.userSession(target.user.id, one.id),
      admin.cookie,
    );
    expect(revoked.statusCode).toBe(204);
    await secondLive.ended();
    expect(await signedIn(secondCookie)).toBe(false);
    expect(await signedIn(target.cookie)).toBe(true);
    expect((await sessionsOf(admin.cookie, target.user.id)).map((row) => row.id)).not.toContain(
      one.id,
    );
    firstLive.close();

    const [entry] = await auditOf(t, target.user.id);
    expect(entry).toMatchObject({ action: 'session.revoke', details: { sessionId: one.id } });
    expect(await eventsOf(t, target.user.id, 'session_revoked')).toEqual([
      expect.objectContaining({ severity: 'low' }),
    ]);

    const again = await adminCall(
      t,
      'DELETE',
      apiPaths.admin.userSession(target.user.id, one.id),
      admin.cookie,
    );
    expect(again.statusCode).toBe(404);
  });

  it('revokes all of them', async () => {
    const admin = await signedInUser(t, 'admin');
    const target = await signedInUser(t, 'restaurant');
    const secondCookie = await sessionCookieOf(t, target.user);
    const response = await adminCall(
      t,
      'DELETE',
      apiPaths.admin.userSessions(target.user.id),
      admin.cookie,
    );
    expect(response.statusCode).toBe(204);
    expect(await signedIn(target.cookie)).toBe(false);
    expect(await signedIn(secondCookie)).toBe(false);
    expect(await sessionsOf(admin.cookie, target.user.id)).toEqual([]);
    const [entry] = await auditOf(t, target.user.id);
    expect(entry).toMatchObject({ action: 'session.revoke_all', details: { count: 3 } });
  });

  it("does not revoke another user's session through a wrong user id", async () => {
    const admin = await signedInUser(t, 'admin');
    const target = await signedInUser(t);
    const other = await signedInUser(t);
    const [session] = await sessionsOf(admin.cookie, target.user.id);
    if (!session) throw new Error('no session');
    const response = await adminCall(
      t,
      'DELETE',
      apiPaths.admin.userSession(other.user.id, session.id),
      admin.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(await signedIn(target.cookie)).toBe(true);
    const unknown = await adminCall(
      t,
      'GET',
      apiPaths.admin.userSessions(unknownId()),
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
