import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@brigade/shared/routes';
import { loadConfig } from '../../src/config/env.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { buildUser, sessionCookieOf, uniqueEmail } from '../support/accounts.ts';
import { buildRestaurant, jobDefaults } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';
import { call, invitationToken as mailedToken } from './team-fixtures.ts';

const smtp = await startSmtpSink();
const invitationToken = (email: string) => mailedToken(smtp, email);
afterAll(() => smtp.close());

describe('invitations: one address, one use, seven days', () => {
  const t = useTestApp({ config: loadConfig({ SMTP_URL: smtp.url }) });

  const setUp = async () => {
    const owner = await buildRestaurant(t, { venueName: 'Bar Uno' });
    const cookie = await sessionCookieOf(t, owner);
    const email = uniqueEmail('invitee');
    const sent = await call(t, 'POST', apiPaths.organisation.invitations, cookie, {
      email,
      role: 'manager',
      venueIds: [owner.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return {
      owner,
      cookie,
      email,
      invitationId: sent.json<{ id: string }>().id,
      token: await invitationToken(email),
    };
  };

  it('mails a link whose page names the organisation, and refuses the same address twice', async () => {
    const { cookie, email, token } = await setUp();
    const mail = await smtp.mailTo(email);
    expect(mail.raw).toContain('Bar Uno');
    const preview = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.invitation}?token=${token}`,
    });
    expect(preview.json()).toEqual({
      organisationName: 'Bar Uno',
      email,
      role: 'manager',
      venueNames: ['Bar Uno'],
      state: 'pending',
    });
    const again = await call(t, 'POST', apiPaths.organisation.invitations, cookie, {
      email,
      role: 'admin',
    });
    expect(again.json().error.code).toBe('already_invited');
    const managerWithoutVenue = await call(t, 'POST', apiPaths.organisation.invitations, cookie, {
      email: uniqueEmail('x'),
      role: 'manager',
    });
    expect(managerWithoutVenue.statusCode).toBe(400);
  });

  it('is accepted once, by the account of its address only', async () => {
    const { email, token } = await setUp();
    const stranger = await buildUser(t, { userType: 'restaurant' });
    const wrong = await call(
      t,
      'POST',
      `${apiPaths.invitation}?token=${token}`,
      await sessionCookieOf(t, stranger),
    );
    expect(wrong.json().error.code).toBe('invitation_email_mismatch');
    const invitee = await buildUser(t, { userType: 'restaurant', email });
    const cookie = await sessionCookieOf(t, invitee);
    expect(
      (await call(t, 'POST', `${apiPaths.invitation}?token=${token}`, cookie)).statusCode,
    ).toBe(204);
    const twice = await call(t, 'POST', `${apiPaths.invitation}?token=${token}`, cookie);
    expect(twice.json().error.code).toBe('invitation_unavailable');
    // The new member edits their own details only: the venues are the organisation's.
    const profile = (await call(t, 'GET', apiPaths.profile, cookie)).json();
    expect(profile).toMatchObject({ kind: 'teamMember', missing: ['phone'] });
  });

  it('stops working when withdrawn or after 7 days', async () => {
    const withdrawn = await setUp();
    expect(
      (
        await call(
          t,
          'DELETE',
          apiPaths.organisation.invitation(withdrawn.invitationId),
          withdrawn.cookie,
        )
      ).statusCode,
    ).toBe(204);
    const late = await setUp();
    await t.database.pool.query(
      `UPDATE organisation_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [late.invitationId],
    );
    for (const { email, token } of [withdrawn, late]) {
      const invitee = await buildUser(t, { userType: 'restaurant', email });
      const answer = await call(
        t,
        'POST',
        `${apiPaths.invitation}?token=${token}`,
        await sessionCookieOf(t, invitee),
      );
      expect(answer.json().error.code).toBe('invitation_unavailable');
    }
  });

  it('refuses someone whose own organisation already holds listings', async () => {
    const { email, token } = await setUp();
    const busy = await buildRestaurant(t, { venueName: 'Busy Bar' });
    await t.database.pool.query('UPDATE users SET email = $1 WHERE id = $2', [email, busy.id]);
    const cookie = await sessionCookieOf(t, { ...busy, email });
    const posted = await call(t, 'POST', apiPaths.jobs.search, cookie, { ...jobDefaults });
    expect(posted.statusCode, posted.body).toBe(201);
    const answer = await call(t, 'POST', `${apiPaths.invitation}?token=${token}`, cookie);
    expect(answer.json().error.code).toBe('already_member');
  });
});
