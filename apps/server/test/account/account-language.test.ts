import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { signedInUser } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

describe('the language remembered on an account', () => {
  const t = useTestApp();
  const put = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });
  const stored = async (id: string) =>
    (
      await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id))
    )[0]?.language;

  it('is none until the person chooses, then the one they chose last', async () => {
    const { user, cookie } = await signedInUser(t, 'applicant');
    expect(await stored(user.id)).toBeNull();
    expect((await put({ language: 'es' }, cookie)).json()).toEqual({ language: 'es' });
    expect((await put({ language: 'de' }, cookie)).statusCode).toBe(200);
    expect(await stored(user.id)).toBe('de');
  });

  it('takes only the four languages, and only from a signed-in person', async () => {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    const refused = await put({ language: 'it' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.language).toEqual({
      key: 'validation.languageInvalid',
      message: 'Please choose English, Spanish, French or German.',
    });
    expect(await stored(user.id)).toBeNull();
    expect((await put({ language: 'fr' })).statusCode).toBe(401);
  });
});
