import { apiPaths } from '@brigade/shared/routes';
import { expect } from 'vitest';
import type { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { buildUser, sessionCookieOf, uniqueEmail } from '../support/accounts.ts';
import { uniqueIp, type TestApp } from '../support/test-app.ts';

type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** One API call as a signed-in member (cookie), from an address of its own (rate limits). */
export const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
  });

/** The invitation link's token in the last mail to `email`. */
export async function invitationToken(smtp: SmtpSink, email: string): Promise<string> {
  const mail = await smtp.mailTo(email);
  const match = /\/invitation\?token=([\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail.text}`);
  return match[1];
}

/**
 * `join(t, ownerCookie, invitation)`: invites a new restaurant account, which signs up and
 * accepts from the mailed link (in `smtp`); answers the member and their session cookie.
 */
export const joinWith =
  (smtp: SmtpSink) =>
  async (
    t: TestApp,
    ownerCookie: string,
    invitation: { role: 'admin' | 'manager'; venueIds?: string[] },
  ) => {
    const email = uniqueEmail('member');
    const sent = await call(t, 'POST', apiPaths.organisation.invitations, ownerCookie, {
      email,
      ...invitation,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const token = await invitationToken(smtp, email);
    const user = await buildUser(t, { userType: 'restaurant', email });
    const cookie = await sessionCookieOf(t, user);
    const accepted = await call(t, 'POST', `${apiPaths.invitation}?token=${token}`, cookie);
    expect(accepted.statusCode, accepted.body).toBe(204);
    return { user, cookie };
  };
