import type { AdminUserDetail } from '@brigade/shared/admin/users';
import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { signedInUser, STRONG_PASSWORD } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';
import { expectAdminsOnly } from './admin-access.ts';
import { adminCall, auditOf, eventsOf } from './admin-users-fixtures.ts';

describe("resetting an admin's two-factor sign-in", () => {
  const t = useTestApp();
  const passwordStep = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: `${apiPaths.auth.signIn}?portal=admin`,
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: uniqueIp(),
    });

  it('makes their next sign-in set up a new authenticator, and ends their sessions', async () => {
    const admin = await signedInUser(t, 'admin');
    const locked = await signedInUser(t, 'admin');
    const detail = async () =>
      (
        await adminCall(t, 'GET', apiPaths.admin.user(locked.user.id), admin.cookie)
      ).json<AdminUserDetail>();
    expect((await detail()).twoFactorEnabled).toBe(true);
    expect((await passwordStep(locked.user.email)).json()).toMatchObject({
      twoFactor: { stage: 'verify' },
    });

    const reset = await adminCall(
      t,
      'DELETE',
      apiPaths.admin.userTwoFactor(locked.user.id),
      admin.cookie,
    );
    expect(reset.statusCode, reset.body).toBe(204);

    expect((await detail()).twoFactorEnabled).toBe(false);
    expect((await adminCall(t, 'GET', apiPaths.profile, locked.cookie)).statusCode).toBe(401);
    expect((await passwordStep(locked.user.email)).json()).toMatchObject({
      twoFactor: { stage: 'setup' },
    });
    expect(await auditOf(t, locked.user.id)).toContainEqual(
      expect.objectContaining({ action: 'user.reset_two_factor', adminId: admin.user.id }),
    );
    expect(await eventsOf(t, locked.user.id, 'two_factor_reset')).toContainEqual(
      expect.objectContaining({ severity: 'medium' }),
    );
  });

  it('is for other admins only', async () => {
    const admin = await signedInUser(t, 'admin');
    const cook = await signedInUser(t, 'applicant');
    const own = await adminCall(
      t,
      'DELETE',
      apiPaths.admin.userTwoFactor(admin.user.id),
      admin.cookie,
    );
    expect(own.statusCode).toBe(409);
    const notAdmin = await adminCall(
      t,
      'DELETE',
      apiPaths.admin.userTwoFactor(cook.user.id),
      admin.cookie,
    );
    expect(notAdmin.statusCode).toBe(404);
    expect(
      (await adminCall(t, 'GET', apiPaths.admin.user(cook.user.id), admin.cookie)).json(),
    ).toMatchObject({
      twoFactorEnabled: null,
    });
    await expectAdminsOnly(t, 'DELETE', apiPaths.admin.userTwoFactor(admin.user.id));
  });
});
