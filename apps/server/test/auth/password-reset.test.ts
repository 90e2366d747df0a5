import { readdir, readFile, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { buildUser, cookieFrom, uniqueEmail } from '../support/accounts.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { uniqueIp, useTestApp, type TestApp } from '../support/test-app.ts';

const smtp = await startSmtpSink();
const NEW_PASSWORD = 'Fresh!Start42';

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });

function linkToken(text: string): string {
  const match = /http:\/\/localhost:3000\/auth\/reset-password\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset through a real SMTP server', () => {
  afterAll(() => smtp.close());
  const t = useTestApp({ config: loadConfig({ SMTP_URL: smtp.url }) });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await buildUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await post(t, '/api/auth/forgot-password', { email: user.email });
    const unknown = await post(t, '/api/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const mail = await smtp.mailTo(user.email);
    expect(mail.raw).toContain('Subject: Reset your Brigade password');
    expect(smtp.received.some((message) => message.to.includes(ghost))).toBe(false);
  });

  it('sets a new password under the sign-up rules, once, and ends every session', async () => {
    const user = await buildUser(t);
    const signedIn = await post(t, '/api/auth/sign-in', {
      email: user.email,
      password: user.password,
    });
    const oldCookie = cookieFrom(signedIn.headers['set-cookie']);

    await post(t, '/api/auth/forgot-password', { email: user.email });
    const token = linkToken((await smtp.mailTo(user.email)).text);

    const weak = await post(t, '/api/auth/reset-password', { token, password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe(
      'Password should contain uppercase letters. Password should contain numbers. Password should contain special characters',
    );

    const done = await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(204);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: oldCookie },
    });
    expect(session.json().user).toBeNull();
    expect(
      (await post(t, '/api/auth/sign-in', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/api/auth/sign-in', { email: user.email, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);

    const again = await post(t, '/api/auth/reset-password', { token, password: 'Another!Pass7' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'invalid_reset_link',
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
    });
  });

  it('refuses a made-up link', async () => {
    const response = await post(t, '/api/auth/reset-password', {
      token: 'not-a-real-token',
      password: NEW_PASSWORD,
    });
    expect(response.json().error.code).toBe('invalid_reset_link');
  });
});

const dataDir = await mkdtemp(join(tmpdir(), 'brigade-outbox-'));

describe('password reset without SMTP', () => {
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const t = useTestApp({ config: loadConfig({ DATA_DIR: dataDir }) });

  it('writes the e-mail to DATA_DIR/outbox', async () => {
    const user = await buildUser(t);
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const outbox = join(dataDir, 'outbox');
    let files: string[] = [];
    while (files.length === 0) {
      files = await readdir(outbox).catch(() => []);
      if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const mail = await readFile(join(outbox, files[0] ?? ''), 'utf8');
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail.replace(/=\r?\n/g, '')).toContain('/auth/reset-password?token=3D');
  });
});
