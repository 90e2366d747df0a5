import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '../../src/db/schema/auth-sessions.ts';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import { buildUser, cookieFrom, uniqueEmail } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

const INVALID = 'Invalid email or password. Please check your credentials and try again.';

describe('sign-in, session and sign-out', () => {
  const t = useTestApp();
  const signIn = (
    body: object,
    {
      ip = uniqueIp(),
      portal = 'user',
      origin,
    }: { ip?: string; portal?: string; origin?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/sign-in?portal=${portal}`,
      payload: body,
      remoteAddress: ip,
      headers: origin ? { origin } : {},
    });
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  it('requires e-mail and password', async () => {
    for (const body of [
      {},
      { email: 'a@b.c' },
      { password: 'x' },
      { email: '  ', password: 'x' },
    ]) {
      const response = await signIn(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Email and password are required');
    }
  });

  it('answers an unknown e-mail and a wrong password alike, and records both', async () => {
    const user = await buildUser(t);
    const ip = uniqueIp();
    const unknown = await signIn({ email: uniqueEmail('ghost'), password: user.password }, { ip });
    const wrong = await signIn({ email: user.email, password: 'Wrong!Pass1' }, { ip });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'invalid_credentials', message: INVALID });
    }
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'sign_in_failed'), eq(securityEvents.ip, ip)));
    expect(events).toHaveLength(2);
    expect(events.every((event) => event.severity === 'medium')).toBe(true);
  });

  it('signs in, updates lastLogin, and signs out on the server', async () => {
    const user = await buildUser(t, { userType: 'restaurant' });
    const response = await signIn({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, userType: 'restaurant' });
    expect(new Date(response.json().user.lastLogin).getTime()).toBeGreaterThanOrEqual(
      new Date(user.lastLogin ?? 0).getTime(),
    );
    const cookie = cookieFrom(response.headers['set-cookie']);
    expect((await session(cookie)).json().user.id).toBe(user.id);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/brigade\.session_token=;/);
    // The old cookie no longer works: the session is gone from the server, not just the browser.
    expect((await session(cookie)).json().user).toBeNull();
  });

  it('refuses a deactivated account after its password is proven, without a session', async () => {
    const user = await buildUser(t, { isActive: false });
    const sessionsOf = () =>
      t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    const before = (await sessionsOf()).length;
    const wrong = await signIn({ email: user.email, password: 'Wrong!Pass1' });
    expect(wrong.json().error.code).toBe('invalid_credentials');
    const response = await signIn({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'account_disabled',
      message: 'This account has been disabled.',
    });
    expect(await sessionsOf()).toHaveLength(before);
  });

  it('admits only admins on the admin sign-in page', async () => {
    const applicant = await buildUser(t);
    const admin = await buildUser(t, { userType: 'admin' });
    const refused = await signIn(
      { email: applicant.email, password: applicant.password },
      { portal: 'admin' },
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(INVALID);
    const accepted = await signIn(
      { email: admin.email, password: admin.password },
      { portal: 'admin' },
    );
    // An admin's proven password leads to the second step (test/auth/two-factor*.test.ts).
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().twoFactor.stage).toBe('setup');
  });

  it('allows 5 attempts a minute per account, whatever the address', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn({ email: user.email, password: 'Wrong!Pass1' })).statusCode).toBe(401);
    }
    const refused = await signIn({ email: user.email, password: user.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'too_many_attempts',
      message: 'Too many failed attempts. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a state-changing request from another site', async () => {
    const user = await buildUser(t);
    const response = await signIn(
      { email: user.email, password: user.password },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('compares the scheme of the origin too', async () => {
    const user = await buildUser(t);
    const request = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: user.email, password: user.password },
        headers: { origin, host: 'brigade.example' },
        remoteAddress: uniqueIp(),
      });
    // Served over plain HTTP here: an https:// page of the same host is another origin.
    expect((await request('https://brigade.example')).statusCode).toBe(403);
    expect((await request('http://brigade.example')).statusCode).toBe(200);
    // APP_URL's own origin is always this site (a TLS-terminating proxy in front).
    expect((await request('http://localhost:3000')).statusCode).toBe(200);
  });

  it('drops the session of an account deactivated after signing in', async () => {
    const user = await buildUser(t);
    const response = await signIn({ email: user.email, password: user.password });
    const cookie = cookieFrom(response.headers['set-cookie']);
    const { users } = await import('../../src/db/schema/users.ts');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await session(cookie)).json().user).toBeNull();
  });
});
