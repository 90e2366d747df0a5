import type { AddressInfo } from 'node:net';
import type { ErrorEnvelope } from '@brigade/shared/errors';
import { apiPaths } from '@brigade/shared/routes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/db/schema/auth-sessions.ts';
import { users } from '../../src/db/schema/users.ts';
import { signedInUser, STRONG_PASSWORD } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';
import { connectLive } from '../messaging/live-client.ts';
import { adminCall, auditOf, eventsOf } from './admin-users-fixtures.ts';

describe('deactivating and reactivating a user', () => {
  const t = useTestApp();
  const server = { url: '' };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  const signIn = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in?portal=user',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: uniqueIp(),
    });

  it('ends their sessions and live stream at once, and refuses their sign-in', async () => {
    const admin = await signedInUser(t, 'admin');
    const target = await signedInUser(t, 'restaurant');
    const live = await connectLive(server.url, target.cookie);
    expect(live.status).toBe(200);

    const response = await adminCall(
      t,
      'PUT',
      apiPaths.admin.userStatus(target.user.id),
      admin.cookie,
      {
        isActive: false,
        reason: 'Fake listings',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: target.user.id, isActive: false });
    await live.ended();

    const session = await adminCall(t, 'GET', apiPaths.auth.session, target.cookie);
    expect(session.json()).toEqual({ user: null });
    expect((await adminCall(t, 'GET', apiPaths.profile, target.cookie)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, target.user.id));
    expect(rows).toEqual([]);

    const refused = await signIn(target.user.email);
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ErrorEnvelope).error).toMatchObject({
      code: 'account_disabled',
      message: 'This account has been disabled.',
    });

    const [entry] = await auditOf(t, target.user.id);
    expect(entry).toMatchObject({
      action: 'user.deactivate',
      adminId: admin.user.id,
      adminEmail: admin.user.email,
      targetLabel: target.user.email,
      details: { reason: 'Fake listings' },
    });
    const [event] = await eventsOf(t, target.user.id, 'account_deactivated');
    expect(event).toMatchObject({
      severity: 'medium',
      details: { reason: 'Fake listings', adminId: admin.user.id },
    });

    const back = await adminCall(
      t,
      'PUT',
      apiPaths.admin.userStatus(target.user.id),
      admin.cookie,
      {
        isActive: true,
      },
    );
    expect(back.json()).toMatchObject({ isActive: true });
    expect((await signIn(target.user.email)).statusCode).toBe(200);
    expect((await auditOf(t, target.user.id)).map((row) => row.action).sort()).toEqual([
      'user.deactivate',
      'user.reactivate',
    ]);
    expect(await eventsOf(t, target.user.id, 'account_reactivated')).toEqual([
      expect.objectContaining({ severity: 'low' }),
    ]);
  });

  it('refuses a reason over 500 characters', async () => {
    const admin = await signedInUser(t, 'admin');
    const target = await signedInUser(t);
    const response = await adminCall(
      t,
      'PUT',
      apiPaths.admin.userStatus(target.user.id),
      admin.cookie,
      {
        isActive: false,
        reason: 'x'.repeat(501),
      },
    );
    expect(response.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.isActive).toBe(true);
  });
});

describe('changing a role and deleting a user', () => {
  const t = useTestApp();

  it('changes the role, ending their sessions so it applies at their next sign-in', async () => {
    const admin = await signedInUser(t, 'admin');
    const target = await signedInUser(t, 'applicant');
    const response = await adminCall(
      t,
      'PUT',
      apiPaths.admin.userRole(target.user.id),
      admin.cookie,
      {
        userType: 'restaurant',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ userType: 'restaurant' });
    const session = await adminCall(t, 'GET', apiPaths.auth.session, target.cookie);
    expect(session.json()).toEqual({ user: null });
    const [entry] = await auditOf(t, target.user.id);
    expect(entry).toMatchObject({
      action: 'user.role_change',
      details: { from: 'applicant', to: 'restaurant' },
    });
    expect(await eventsOf(t, target.user.id, 'role_changed')).toEqual([
      expect.objectContaining({
        severity: 'medium',
        details: expect.objectContaining({ adminId: admin.user.id }),
      }),
    ]);
    const bad = await adminCall(t, 'PUT', apiPaths.admin.userRole(target.user.id), admin.cookie, {
      userType: 'chef',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes the account and its data, keeping the audit entry', async () => {
    const admin = await signedInUser(t, 'admin');
    const target = await signedInUser(t, 'restaurant');
    const response = await adminCall(
      t,
      'DELETE',
      apiPaths.admin.user(target.user.id),
      admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, target.user.id))).toEqual(
      [],
    );
    expect(
      (await adminCall(t, 'GET', apiPaths.admin.user(target.user.id), admin.cookie)).statusCode,
    ).toBe(404);
    expect((await adminCall(t, 'GET', apiPaths.auth.session, target.cookie)).json()).toEqual({
      user: null,
    });
    const [entry] = await auditOf(t, target.user.id);
    expect(entry).toMatchObject({ action: 'user.delete', targetLabel: target.user.email });
    expect(await eventsOf(t, target.user.id, 'account_deleted')).toEqual([
      expect.objectContaining({ severity: 'medium' }),
    ]);
  });

  it('will not let an admin deactivate, demote or delete themself', async () => {
    const admin = await signedInUser(t, 'admin');
    const attempts = [
      adminCall(t, 'PUT', apiPaths.admin.userStatus(admin.user.id), admin.cookie, {
        isActive: false,
      }),
      adminCall(t, 'PUT', apiPaths.admin.userRole(admin.user.id), admin.cookie, {
        userType: 'applicant',
      }),
      adminCall(t, 'DELETE', apiPaths.admin.user(admin.user.id), admin.cookie),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(409);
      expect((response.json() as ErrorEnvelope).error.code).toBe('own_account_protected');
    }
    const me = await adminCall(t, 'GET', apiPaths.auth.session, admin.cookie);
    expect(me.json()).toMatchObject({
      user: { id: admin.user.id, userType: 'admin', isActive: true },
    });
    expect(await auditOf(t, admin.user.id)).toEqual([]);
  });
});
