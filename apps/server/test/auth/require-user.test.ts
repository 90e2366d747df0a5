import { describe, expect, it } from 'vitest';
import type { UserType } from '../../src/db/schema/users.ts';
import { requireUser, userOf } from '../../src/http/require-user.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';

// Routes that exist only in this test, guarded the way real routes are.
const guarded = {
  '/api/test/any': [] as UserType[],
  '/api/test/applicant': ['applicant'] as UserType[],
  '/api/test/restaurant': ['restaurant'] as UserType[],
  '/api/test/admin': ['admin'] as UserType[],
};

describe('role guards on the server (role × route)', () => {
  const t = useTestApp({
    configure(app, ctx) {
      for (const [url, roles] of Object.entries(guarded)) {
        app.get(url, { preValidation: requireUser(ctx, ...roles) }, async (request) => ({
          userType: userOf(request).userType,
        }));
      }
    },
  });

  const expectations: [UserType | 'signed-out', keyof typeof guarded, number][] = [];
  for (const who of ['signed-out', 'applicant', 'restaurant', 'admin'] as const) {
    for (const [url, roles] of Object.entries(guarded) as [keyof typeof guarded, UserType[]][]) {
      const status =
        who === 'signed-out' ? 401 : roles.length === 0 || roles.includes(who) ? 200 : 403;
      expectations.push([who, url, status]);
    }
  }

  it.each(expectations)('%s on %s → %i', async (who, url, status) => {
    const cookie = who === 'signed-out' ? '' : (await signedInUser(t, who)).cookie;
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().userType).toBe(who);
    else expect(response.json().error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
  });
});
