import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { authAccounts } from '../../src/db/schema/auth-accounts.ts';
import { authSessions } from '../../src/db/schema/auth-sessions.ts';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import { users } from '../../src/db/schema/users.ts';
import { startLocalOidcProvider } from '../../src/testing/local-oidc-provider.ts';
import { freePort } from '../../src/testing/server-process.ts';
import { buildUser, cookieFrom, uniqueEmail } from '../support/accounts.ts';
import { signInAtProvider } from '../support/oidc-browser.ts';
import { uniqueIp, useTestApp, type TestApp } from '../support/test-app.ts';

const APP_URL = 'http://localhost:3000';
const provider = await startLocalOidcProvider({
  port: await freePort(),
  clientId: 'brigade',
  clientSecret: 'brigade-test-secret',
  redirectUris: [`${APP_URL}/api/auth/social/callback`],
});
const config = loadConfig({
  APP_URL,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: 'brigade',
  OIDC_CLIENT_SECRET: 'brigade-test-secret',
  OIDC_NAME: 'Kitchen ID',
});

/** What the popup page reports to its opener. */
function popupResult(html: string): unknown {
  const json = /<script type="application\/json" id="result">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`no result in the popup page: ${html}`);
  return (JSON.parse(json) as { message: unknown }).message;
}

/** The whole popup journey: start, the provider's sign-in (or cancel), the callback. */
async function socialSignIn(
  t: TestApp,
  login: string,
  options: { type?: string; cancel?: boolean; tamper?: (callback: URL) => void } = {},
) {
  const ip = uniqueIp();
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/social/start${options.type ? `?type=${options.type}` : ''}`,
    remoteAddress: ip,
  });
  expect(start.statusCode).toBe(302);
  const callback = await signInAtProvider(start.headers.location as string, login, options);
  options.tamper?.(callback);
  const done = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieFrom(start.headers['set-cookie']) },
    remoteAddress: ip,
  });
  return {
    start,
    done,
    result: popupResult(done.body),
    cookie: cookieFrom(done.headers['set-cookie']),
  };
}

const sessionOf = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json();

describe('social sign-in against a real OpenID provider', () => {
  afterAll(() => provider.close());
  const t = useTestApp({ config });

  it('names the provider, and starts with PKCE and a state bound to the browser', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(answer.json()).toEqual({ social: { name: 'Kitchen ID' } });
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/social/start?type=restaurant',
    });
    const target = new URL(start.headers.location as string);
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/auth/social/callback`);
    expect(start.headers['set-cookie']).toMatch(/^brigade\.social_state=.+HttpOnly; SameSite=Lax/);
  });

  it('creates a new account with the page role and the display name split on the first space', async () => {
    const email = `mary.jane.watson.${Date.now()}@example.com`;
    const { done, result, cookie } = await socialSignIn(t, email, { type: 'restaurant' });
    expect(result).toEqual({ type: 'brigade:social-sign-in', ok: true, isNewUser: true });
    expect(done.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    expect(done.headers['cross-origin-opener-policy']).toBeUndefined();
    const { user } = await sessionOf(t, cookie);
    expect(user).toMatchObject({
      email,
      userType: 'restaurant',
      firstName: 'Mary',
      isActive: true,
      profileComplete: false,
    });
    expect(user.lastName.startsWith('Jane Watson')).toBe(true);
    expect(user.lastLogin).not.toBeNull();
    const [account] = await t.database.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, user.id));
    expect(account).toMatchObject({ providerId: `oidc:${provider.issuer}`, accountId: email });
  });

  it('signs an existing social account in again, keeping its role', async () => {
    const email = `sam.${Date.now()}@example.com`;
    const first = await socialSignIn(t, email, { type: 'applicant' });
    const again = await socialSignIn(t, email, { type: 'restaurant' });
    expect(again.result).toMatchObject({ ok: true, isNewUser: false });
    const before = await sessionOf(t, first.cookie);
    const after = await sessionOf(t, again.cookie);
    expect(after.user.id).toBe(before.user.id);
    expect(after.user.userType).toBe('applicant');
  });

  it('refuses an e-mail that signs in with a password, and links nothing', async () => {
    const owner = await buildUser(t);
    const { result, done } = await socialSignIn(t, owner.email);
    expect(result).toMatchObject({ ok: false, error: 'account_exists' });
    expect(done.headers['set-cookie']).not.toMatch(/session_token/);
    const linked = await t.database.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, owner.id));
    expect(linked.map((account) => account.providerId)).toEqual(['credential']);
  });

  it('reports a refusal at the provider as access denied', async () => {
    const { result } = await socialSignIn(t, uniqueEmail('cancel'), { cancel: true });
    expect(result).toMatchObject({ ok: false, error: 'access_denied' });
  });

  it('refuses a deactivated account', async () => {
    const email = `pat.${Date.now()}@example.com`;
    const first = await socialSignIn(t, email);
    const { user } = await sessionOf(t, first.cookie);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const again = await socialSignIn(t, email);
    expect(again.result).toMatchObject({ ok: false, error: 'account_disabled' });
  });

  it('refuses an admin account, who signs in on the admin page with an authenticator', async () => {
    const email = `ada.${Date.now()}@example.com`;
    const first = await socialSignIn(t, email);
    const { user } = await sessionOf(t, first.cookie);
    await t.database.db.update(users).set({ userType: 'admin' }).where(eq(users.id, user.id));
    const { result, done } = await socialSignIn(t, email);
    expect(result).toMatchObject({ ok: false, error: 'admin_account' });
    expect(done.headers['set-cookie']).not.toMatch(/session_token/);
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    expect(events.map((event) => [event.type, event.details])).toContainEqual([
      'sign_in_failed',
      { method: 'oidc', reason: 'admin account' },
    ]);
  });

  it('refuses a callback planted without this browser’s state cookie, and any replay', async () => {
    const ip = uniqueIp();
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/social/start',
      remoteAddress: ip,
    });
    const callback = await signInAtProvider(start.headers.location as string, uniqueEmail('csrf'));
    const url = `${callback.pathname}${callback.search}`;
    const planted = await t.app.inject({ method: 'GET', url, remoteAddress: ip });
    expect(popupResult(planted.body)).toMatchObject({ ok: false, error: 'failed' });
    const cookie = cookieFrom(start.headers['set-cookie']);
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: ip });
    expect(popupResult(own.body)).toMatchObject({ ok: true });
    // Single use: the same callback again, even from the right browser, is refused.
    const replay = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie },
      remoteAddress: ip,
    });
    expect(popupResult(replay.body)).toMatchObject({ ok: false, error: 'failed' });
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.ip, ip));
    expect(events.map((event) => event.type).sort()).toEqual([
      'account_created',
      'sign_in_failed',
      'sign_in_failed',
    ]);
  });

  it('deletes a social-only account without a password right after a sign-in, not later', async () => {
    const email = `del.${Date.now()}@example.com`;
    const stale = await socialSignIn(t, email);
    const { user } = await sessionOf(t, stale.cookie);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: stale.cookie },
    });
    expect(profile.json().hasPassword).toBe(false);
    await t.database.db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(authSessions.userId, user.id));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: {},
      headers: { cookie: stale.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('reauthentication_required');

    const fresh = await socialSignIn(t, email);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: {},
      headers: { cookie: fresh.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(
      await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, user.id)),
    ).toEqual([]);
  });

  it('limits popups per address and says so in the popup', async () => {
    const ip = uniqueIp();
    const open = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/social/start', remoteAddress: ip });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await open()).statusCode).toBe(302);
    const refused = await open();
    expect(refused.statusCode).toBe(200);
    expect(popupResult(refused.body)).toMatchObject({ ok: false, error: 'too_many_attempts' });
  });
});

describe('without OIDC settings', () => {
  const t = useTestApp();
  it('offers no social sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      social: null,
    });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/social/start' });
    expect(start.statusCode).toBe(404);
  });
});
