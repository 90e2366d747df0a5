import { describe, expect, it } from 'vitest';
import { mailPreferenceFor } from '../../src/services/mail-preferences/read-mail-preferences.ts';
import {
  pageUnsubscribeUrl,
  unsubscribeToken,
  unsubscribeUrl,
} from '../../src/services/mail-preferences/unsubscribe-link.ts';
import { loadMailLinkKey, signLinkToken } from '../../src/services/mail-links/signed-link-token.ts';
import { buildUser, signedInUser } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

describe('the unsubscribe link of a notification mail', () => {
  const t = useTestApp();
  const key = () => loadMailLinkKey(t.database.db);
  const tokenFor = async (userId: string, topic: 'messages' | 'status' | 'applications') =>
    unsubscribeToken(await key(), userId, topic);
  const path = (token: string) => `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
  /** What a mail provider sends for RFC 8058: a form body, no cookie, no Origin. */
  const oneClick = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: path(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: uniqueIp(),
    });
  const enabled = async (userId: string, topic: 'messages' | 'status' | 'applications') =>
    (await mailPreferenceFor(t.database.db, userId, topic)).enabled;

  it('links to the API for one click and to the page for people', async () => {
    const token = await tokenFor('6f1c3c64-4f1e-4f43-9d0c-2b8f1d0f6a11', 'messages');
    const appUrl = 'https://brigade.example';
    expect(unsubscribeUrl(appUrl, token)).toBe(
      `https://brigade.example/api/mail/unsubscribe?token=${token}`,
    );
    expect(pageUnsubscribeUrl(appUrl, token)).toBe(
      `https://brigade.example/unsubscribe?token=${token}`,
    );
  });

  it('turns the topic off with the RFC 8058 form POST, without a cookie, and again changes nothing', async () => {
    const user = await buildUser(t, { userType: 'applicant' });
    const token = await tokenFor(user.id, 'status');
    const first = await oneClick(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ topic: 'status' });
    expect(await enabled(user.id, 'status')).toBe(false);
    expect(await enabled(user.id, 'messages')).toBe(true);

    // Again, as multipart (RFC 8058 allows both encodings).
    const boundary = 'brigade-boundary';
    const again = await t.app.inject({
      method: 'POST',
      url: path(token),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ topic: 'status' });
    expect(await enabled(user.id, 'status')).toBe(false);
  });

  it('keeps the frequency the person chose when it turns a topic off', async () => {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      headers: { cookie },
      payload: { preferences: [{ topic: 'applications', enabled: true, frequency: 'daily' }] },
    });
    expect((await oneClick(await tokenFor(user.id, 'applications'))).statusCode).toBe(200);
    expect(await mailPreferenceFor(t.database.db, user.id, 'applications')).toEqual({
      enabled: false,
      frequency: 'daily',
    });
  });

  it('works from the page too: same origin, JSON or no body', async () => {
    const user = await buildUser(t, { userType: 'restaurant' });
    const token = await tokenFor(user.id, 'messages');
    const fromPage = await t.app.inject({
      method: 'POST',
      url: path(token),
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: uniqueIp(),
    });
    expect(fromPage.statusCode).toBe(200);
    expect(await enabled(user.id, 'messages')).toBe(false);
    const withJson = await t.app.inject({
      method: 'POST',
      url: path(token),
      payload: {},
      remoteAddress: uniqueIp(),
    });
    expect(withJson.statusCode).toBe(200);
    // A page on another site cannot press the button for the person.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: path(token),
      headers: { origin: 'https://evil.example' },
      remoteAddress: uniqueIp(),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('says what a GET would turn off, changing nothing', async () => {
    const user = await buildUser(t, { userType: 'applicant' });
    const answer = await t.app.inject({
      method: 'GET',
      url: path(await tokenFor(user.id, 'messages')),
      remoteAddress: uniqueIp(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ topic: 'messages' });
    expect(await enabled(user.id, 'messages')).toBe(true);
  });

  it('refuses a forged, altered, missing or other-purpose token', async () => {
    const user = await buildUser(t, { userType: 'applicant' });
    const genuine = await tokenFor(user.id, 'status');
    const [body] = genuine.split('.');
    const otherPurpose = signLinkToken(await key(), {
      purpose: 'interview-answer',
      subject: user.id,
      data: { topic: 'status' },
    });
    const forged = signLinkToken('not-the-key', {
      purpose: 'unsubscribe',
      subject: user.id,
      data: { topic: 'status' },
    });
    const altered = `${Buffer.from(
      JSON.stringify({ purpose: 'unsubscribe', subject: user.id, data: { topic: 'messages' } }),
    ).toString('base64url')}.${genuine.split('.')[1]}`;
    const unknownTopic = signLinkToken(await key(), {
      purpose: 'unsubscribe',
      subject: user.id,
      data: { topic: 'newsletter' },
    });
    for (const token of [otherPurpose, forged, altered, unknownTopic, `${body}.`, 'nonsense']) {
      for (const method of ['GET', 'POST'] as const) {
        const refused = await t.app.inject({ method, url: path(token), remoteAddress: uniqueIp() });
        expect(refused.statusCode, `${method} ${token}`).toBe(400);
        expect(refused.json().error).toMatchObject({
          code: 'invalid_unsubscribe_link',
          message: 'This unsubscribe link is not valid.',
        });
      }
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe',
      remoteAddress: uniqueIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(await enabled(user.id, 'status')).toBe(true);
    expect(await enabled(user.id, 'messages')).toBe(true);
  });

  it('only ever touches the person the link was made for', async () => {
    const a = await buildUser(t, { userType: 'applicant' });
    const b = await buildUser(t, { userType: 'applicant' });
    expect((await oneClick(await tokenFor(a.id, 'messages'))).statusCode).toBe(200);
    expect(await enabled(a.id, 'messages')).toBe(false);
    expect(await enabled(b.id, 'messages')).toBe(true);
  });

  it('answers the same for an account deleted since the mail went out', async () => {
    const token = await tokenFor('6f1c3c64-4f1e-4f43-9d0c-2b8f1d0f6a11', 'messages');
    const answer = await oneClick(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ topic: 'messages' });
  });

  it('is counted per client address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const answer = await t.app.inject({
        method: 'GET',
        url: path('nonsense'),
        remoteAddress: ip,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
