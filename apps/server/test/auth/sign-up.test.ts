import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAccounts } from '../../src/db/schema/auth-accounts.ts';
import { users } from '../../src/db/schema/users.ts';
import { STRONG_PASSWORD, cookieFrom, uniqueEmail } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

const person = () => ({
  email: uniqueEmail('signup'),
  password: STRONG_PASSWORD,
  firstName: 'Léa',
  lastName: "O'Neill-Dubois",
  userType: 'applicant',
});

describe('POST /api/auth/sign-up', () => {
  // The product's own Argon2id cost, which the stored hash below must show.
  const t = useTestApp({ productPasswordCost: true });
  const signUp = (body: object, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body, remoteAddress: ip });

  it.each([
    ['a missing first name', { firstName: '' }, 'All fields are required'],
    ['a blank e-mail', { email: '   ' }, 'All fields are required'],
    [
      'a 7-character password',
      { password: 'Ab1!xyz' },
      'Password must be at least 8 characters long',
    ],
    [
      'a weak password',
      { password: 'abcdefgh' },
      'Password should contain uppercase letters. Password should contain numbers. Password should contain special characters',
    ],
    [
      'a common password',
      { password: 'Password123' },
      'Password should contain special characters. Password is too common',
    ],
  ])('refuses %s with the spec message', async (_case, change, message) => {
    const response = await signUp({ ...person(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', message });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email format'],
    [
      'firstName',
      { firstName: 'R2-D2' },
      'Names can only contain letters, spaces, apostrophes, hyphens and full stops',
    ],
    [
      'userType',
      { userType: 'admin' },
      'Please choose whether you are a job seeker or a restaurant',
    ],
  ])('refuses a bad %s with its field error', async (field, change, message) => {
    const response = await signUp({ ...person(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field].message).toBe(message);
  });

  it('creates the account with the spec fields and signs the person in', async () => {
    const body = { ...person(), userType: 'restaurant' };
    const response = await signUp(body);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: body.email,
      userType: 'restaurant',
      firstName: 'Léa',
      lastName: "O'Neill-Dubois",
      isActive: true,
      profileComplete: false,
      photoURL: null,
    });
    expect(user.lastLogin).not.toBeNull();
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/brigade\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookieFrom(response.headers['set-cookie']) },
    });
    expect(session.json().user.id).toBe(user.id);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: true, profileComplete: false, userType: 'restaurant' });
    const [login] = await t.database.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, user.id));
    expect(login?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(response.body).not.toContain('argon2');
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const body = person();
    expect((await signUp(body)).statusCode).toBe(201);
    const again = await signUp({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'email_in_use',
      message: 'An account with this email address already exists.',
    });
  });

  it('allows 5 sign-ups a minute per address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await signUp(person(), ip)).statusCode).toBe(201);
    const refused = await signUp(person(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many attempts. Please try again later.');
  });
});
