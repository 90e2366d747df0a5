import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { buildUser, signedInUser, STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { adminCall } from './admin-users-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('admin user endpoints: who may call them', () => {
  const t = useTestApp();

  /** Every endpoint, with a valid request for a fresh target (made per call). */
  const endpoints: {
    name: string;
    request: (targetId: string) => { method: Method; url: string; payload?: object };
    allowed: number;
  }[] = [
    { name: 'list', request: () => ({ method: 'GET', url: apiPaths.admin.users }), allowed: 200 },
    {
      name: 'create admin',
      request: () => ({
        method: 'POST',
        url: apiPaths.admin.users,
        payload: {
          email: uniqueEmail('new-admin'),
          password: STRONG_PASSWORD,
          firstName: 'Ada',
          lastName: 'Min',
        },
      }),
      allowed: 201,
    },
    {
      name: 'detail',
      request: (id) => ({ method: 'GET', url: apiPaths.admin.user(id) }),
      allowed: 200,
    },
    {
      name: 'status',
      request: (id) => ({
        method: 'PUT',
        url: apiPaths.admin.userStatus(id),
        payload: { isActive: false },
      }),
      allowed: 200,
    },
    {
      name: 'role',
      request: (id) => ({
        method: 'PUT',
        url: apiPaths.admin.userRole(id),
        payload: { userType: 'restaurant' },
      }),
      allowed: 200,
    },
    {
      name: 'delete',
      request: (id) => ({ method: 'DELETE', url: apiPaths.admin.user(id) }),
      allowed: 204,
    },
    {
      name: 'sessions',
      request: (id) => ({ method: 'GET', url: apiPaths.admin.userSessions(id) }),
      allowed: 200,
    },
    {
      name: 'revoke all sessions',
      request: (id) => ({ method: 'DELETE', url: apiPaths.admin.userSessions(id) }),
      allowed: 204,
    },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.name}: admin allowed, applicant and restaurant 403, signed out 401`, async () => {
      const admin = await signedInUser(t, 'admin');
      const applicant = await signedInUser(t, 'applicant');
      const restaurant = await signedInUser(t, 'restaurant');
      const target = await buildUser(t);
      const { method, url, payload } = endpoint.request(target.id);
      expect((await adminCall(t, method, url, '', payload)).statusCode).toBe(401);
      const asApplicant = await adminCall(t, method, url, applicant.cookie, payload);
      expect(asApplicant.statusCode).toBe(403);
      expect((await adminCall(t, method, url, restaurant.cookie, payload)).statusCode).toBe(403);
      // The refused calls changed nothing: the target is still there and active.
      const detail = await adminCall(t, 'GET', apiPaths.admin.user(target.id), admin.cookie);
      expect(detail.json()).toMatchObject({ user: { isActive: true, userType: 'applicant' } });
      const allowed = await adminCall(t, method, url, admin.cookie, payload);
      expect(allowed.statusCode, allowed.body).toBe(endpoint.allowed);
    });
  }

  it('revoke one session: admin allowed, applicant and restaurant 403, signed out 401', async () => {
    const admin = await signedInUser(t, 'admin');
    const applicant = await signedInUser(t, 'applicant');
    const restaurant = await signedInUser(t, 'restaurant');
    const target = await signedInUser(t);
    const sessions = await adminCall(
      t,
      'GET',
      apiPaths.admin.userSessions(target.user.id),
      admin.cookie,
    );
    const [session] = (sessions.json() as { sessions: { id: string }[] }).sessions;
    if (!session) throw new Error('no session');
    const url = apiPaths.admin.userSession(target.user.id, session.id);
    expect((await adminCall(t, 'DELETE', url, '')).statusCode).toBe(401);
    expect((await adminCall(t, 'DELETE', url, applicant.cookie)).statusCode).toBe(403);
    expect((await adminCall(t, 'DELETE', url, restaurant.cookie)).statusCode).toBe(403);
    expect((await adminCall(t, 'DELETE', url, admin.cookie)).statusCode).toBe(204);
  });
});
