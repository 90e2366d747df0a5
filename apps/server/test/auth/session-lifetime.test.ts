import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from '../../src/auth/session-user.ts';
import { authSessions } from '../../src/db/schema/auth-sessions.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';

const DAY_MS = 86_400_000;

describe('session lifetime', () => {
  const t = useTestApp();
  const sessionAnswer = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json();
  const startSessionsOf = (userId: string, ago: number) =>
    t.database.db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - ago) })
      .where(eq(authSessions.userId, userId));

  it('keeps a session in daily use until 30 days after its sign-in', async () => {
    const { user, cookie } = await signedInUser(t);
    await startSessionsOf(user.id, SESSION_MAX_AGE_MS - DAY_MS);
    expect((await sessionAnswer(cookie)).user).toMatchObject({ id: user.id });
  });

  it('ends it after that, however recently it was used, and deletes it', async () => {
    const { user, cookie } = await signedInUser(t);
    await startSessionsOf(user.id, SESSION_MAX_AGE_MS + 60_000);
    expect(await sessionAnswer(cookie)).toEqual({ user: null });
    const left = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user.id));
    // The cookie holds `<token>.<signature>`; that session is gone (sign-up's own one may remain).
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0];
    expect(left.map((session) => session.token)).not.toContain(token);
    const guarded = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(guarded.statusCode).toBe(401);
  });
});
