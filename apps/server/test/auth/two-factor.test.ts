import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSessions } from '../../src/db/schema/auth-sessions.ts';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import { twoFactorChallenges, twoFactorSecrets } from '../../src/db/schema/two-factor.ts';
import { totpCodeAt, totpStep } from '../../src/services/accounts/two-factor/totp.ts';
import { buildUser, cookieFrom } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

describe('two-factor sign-in for admins', () => {
  const t = useTestApp();
  afterEach(() => vi.useRealTimers());

  const signIn = (account: { email: string; password: string }, ip: string, portal = 'admin') =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/sign-in?portal=${portal}`,
      payload: { email: account.email, password: account.password },
      remoteAddress: ip,
    });
  const secondStep = (payload: Record<string, string>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/two-factor', payload, remoteAddress: ip });
  const sessionsOf = (userId: string) =>
    t.database.db.select().from(authSessions).where(eq(authSessions.userId, userId));
  const eventsOf = (userId: string, type: string) =>
    t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, type)));
  /** Pins the clock to the middle of the current 30-second step, so step edges never race. */
  const pinClock = () => {
    const step = totpStep(Date.now());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((step * 30 + 15) * 1000);
    return step;
  };

  /** A new admin with an authenticator set up at step `at`; returns its secret and codes. */
  const adminWithAuthenticator = async (ip: string, at: number) => {
    const admin = await buildUser(t, { userType: 'admin' });
    const setup = (await signIn(admin, ip)).json().twoFactor;
    const done = await secondStep(
      { challenge: setup.challenge, code: totpCodeAt(setup.secret, at) },
      ip,
    );
    expect(done.statusCode).toBe(200);
    return { admin, secret: setup.secret as string, recoveryCodes: done.json().recoveryCodes };
  };

  it('sets the authenticator up on the first sign-in, then asks for a code, with no session before', async () => {
    const now = pinClock();
    const ip = uniqueIp();
    const admin = await buildUser(t, { userType: 'admin' });
    // (buildUser signs up, which starts a session of its own.)
    const before = (await sessionsOf(admin.id)).length;
    const first = await signIn(admin, ip);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(admin.id)).toHaveLength(before);
    const setup = first.json().twoFactor;
    expect(setup).toMatchObject({
      stage: 'setup',
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
    });
    expect(first.json().user).toBeUndefined();
    const uri = new URL(setup.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Brigade');
    expect(decodeURIComponent(uri.pathname)).toContain(admin.email);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // The secret is kept sealed, never as the app shows it.
    const [stored] = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, admin.id));
    expect(stored?.secret).not.toContain(setup.secret);
    expect(stored?.enabledAt).toBeNull();

    const done = await secondStep(
      { challenge: setup.challenge, code: totpCodeAt(setup.secret, now) },
      ip,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ id: admin.id, userType: 'admin' });
    expect(done.json().recoveryCodes).toHaveLength(10);
    expect(new Set(done.json().recoveryCodes).size).toBe(10);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookieFrom(done.headers['set-cookie']) },
    });
    expect(session.json().user.id).toBe(admin.id);

    const again = await signIn(admin, ip);
    expect(again.json()).toEqual({ twoFactor: { stage: 'verify', challenge: expect.any(String) } });
    const verified = await secondStep(
      { challenge: again.json().twoFactor.challenge, code: totpCodeAt(setup.secret, now + 1) },
      ip,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().recoveryCodes).toBeUndefined();
    expect(await sessionsOf(admin.id)).toHaveLength(before + 2);
    const succeeded = await eventsOf(admin.id, 'sign_in_succeeded');
    expect(succeeded.map((event) => event.details)).toContainEqual({
      portal: 'admin',
      secondFactor: 'totp',
    });
  });

  it('gives an admin who signs in on the ordinary page the same second step', async () => {
    const admin = await buildUser(t, { userType: 'admin' });
    const answer = await signIn(admin, uniqueIp(), 'user');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().twoFactor.stage).toBe('setup');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('leaves other accounts signing in with the password alone', async () => {
    const applicant = await buildUser(t);
    const answer = await signIn(applicant, uniqueIp(), 'user');
    expect(answer.json().user.id).toBe(applicant.id);
    expect(answer.json().twoFactor).toBeUndefined();
    expect(cookieFrom(answer.headers['set-cookie'])).toMatch(/session_token/);
  });

  it('refuses a wrong code, counts it and records it, and ends the challenge after 5', async () => {
    const now = pinClock();
    const ip = uniqueIp();
    const { admin, secret } = await adminWithAuthenticator(ip, now);
    const { challenge } = (await signIn(admin, ip)).json().twoFactor;
    const wrong = totpCodeAt(secret, now + 5);
    const refused = await secondStep({ challenge, code: wrong }, ip);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual({
      code: 'two_factor_code_wrong',
      message: 'That code is not right. Check your authenticator app and try again.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const [event] = await eventsOf(admin.id, 'two_factor_failed');
    expect(event).toMatchObject({
      severity: 'medium',
      details: { reason: 'wrong code', attempts: 1 },
    });
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      expect((await secondStep({ challenge, code: wrong }, ip)).json().error.code).toBe(
        'two_factor_code_wrong',
      );
    }
    const fifth = await secondStep({ challenge, code: wrong }, ip);
    expect(fifth.json().error.code).toBe('two_factor_expired');
    // Even the right code cannot use a spent challenge: back to the password.
    const right = await secondStep({ challenge, code: totpCodeAt(secret, now + 1) }, ip);
    expect(right.json().error).toEqual({
      code: 'two_factor_expired',
      message: 'Your sign-in has expired. Please enter your password again.',
    });
    expect(await eventsOf(admin.id, 'two_factor_failed')).toHaveLength(5);
  });

  it('refuses a code used before (no replay), and codes older than the last one used', async () => {
    const now = pinClock();
    const ip = uniqueIp();
    const { admin, secret } = await adminWithAuthenticator(ip, now);
    const { challenge } = (await signIn(admin, ip)).json().twoFactor;
    const replay = await secondStep({ challenge, code: totpCodeAt(secret, now) }, ip);
    expect(replay.json().error.code).toBe('two_factor_code_wrong');
    const older = await secondStep({ challenge, code: totpCodeAt(secret, now - 1) }, ip);
    expect(older.json().error.code).toBe('two_factor_code_wrong');
    const reasons = (await eventsOf(admin.id, 'two_factor_failed')).map(
      (event) => (event.details as { reason: string }).reason,
    );
    expect(reasons).toEqual(['replayed code', 'replayed code']);
    expect(
      (await secondStep({ challenge, code: totpCodeAt(secret, now + 1) }, ip)).statusCode,
    ).toBe(200);
  });

  it('takes the codes of the step before and after the current one, not further', async () => {
    const now = pinClock();
    const ip = uniqueIp();
    const { admin, secret } = await adminWithAuthenticator(ip, now - 1);
    const { challenge } = (await signIn(admin, ip)).json().twoFactor;
    for (const step of [now + 2, now - 2]) {
      const refused = await secondStep({ challenge, code: totpCodeAt(secret, step) }, ip);
      expect(refused.json().error.code).toBe('two_factor_code_wrong');
    }
    expect(
      (await secondStep({ challenge, code: totpCodeAt(secret, now + 1) }, ip)).statusCode,
    ).toBe(200);
  });

  it('sends unknown and expired challenges back to the password step', async () => {
    const ip = uniqueIp();
    const unknown = await secondStep({ challenge: 'no-such-challenge', code: '123456' }, ip);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('two_factor_expired');
    const admin = await buildUser(t, { userType: 'admin' });
    const before = (await sessionsOf(admin.id)).length;
    const setup = (await signIn(admin, ip)).json().twoFactor;
    await t.database.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.userId, admin.id));
    const expired = await secondStep(
      { challenge: setup.challenge, code: totpCodeAt(setup.secret, totpStep(Date.now())) },
      ip,
    );
    expect(expired.json().error.code).toBe('two_factor_expired');
    expect(await sessionsOf(admin.id)).toHaveLength(before);
  });

  it('takes each recovery code once, however it is typed, and records its use', async () => {
    const now = pinClock();
    const ip = uniqueIp();
    const { admin, recoveryCodes } = await adminWithAuthenticator(ip, now);
    const code = recoveryCodes[0] as string;
    const first = (await signIn(admin, ip)).json().twoFactor;
    const typed = ` ${code.replace('-', '').toUpperCase()} `;
    const used = await secondStep({ challenge: first.challenge, recoveryCode: typed }, ip);
    expect(used.statusCode).toBe(200);
    expect(cookieFrom(used.headers['set-cookie'])).toMatch(/session_token/);
    const [event] = await eventsOf(admin.id, 'recovery_code_used');
    expect(event).toMatchObject({ severity: 'medium', details: { remaining: 9 } });
    const succeeded = await eventsOf(admin.id, 'sign_in_succeeded');
    expect(succeeded.map((row) => row.details)).toContainEqual({
      portal: 'admin',
      secondFactor: 'recovery_code',
    });

    const second = (await signIn(admin, ip)).json().twoFactor;
    const again = await secondStep({ challenge: second.challenge, recoveryCode: code }, ip);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('recovery_code_wrong');
  });

  it('does not finish a set-up with a recovery code, nor take malformed input', async () => {
    const ip = uniqueIp();
    const admin = await buildUser(t, { userType: 'admin' });
    const setup = (await signIn(admin, ip)).json().twoFactor;
    const recovery = await secondStep(
      { challenge: setup.challenge, recoveryCode: 'abcde-fghjk' },
      ip,
    );
    expect(recovery.json().error.code).toBe('recovery_code_wrong');
    const both = await secondStep(
      { challenge: setup.challenge, code: '123456', recoveryCode: 'abcde-fghjk' },
      ip,
    );
    expect(both.statusCode).toBe(400);
    const letters = await secondStep({ challenge: setup.challenge, code: 'abcdef' }, ip);
    expect(letters.statusCode).toBe(400);
  });

  it('limits second steps per account, whatever the address', async () => {
    const admin = await buildUser(t, { userType: 'admin' });
    const challenges: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      challenges.push((await signIn(admin, uniqueIp())).json().twoFactor.challenge);
    }
    // 4 wrong codes on each of two challenges, then a third: the 11th try in a minute is refused
    // before its challenge is even looked at.
    const statuses: number[] = [];
    for (const [index, count] of [4, 4, 3].entries()) {
      for (let n = 0; n < count; n += 1) {
        const answer = await secondStep(
          { challenge: challenges[index] as string, code: '000000' },
          uniqueIp(),
        );
        statuses.push(answer.statusCode);
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});
