import { describe, expect, it } from 'vitest';
import { mailPreferenceFor } from '../../src/services/mail-preferences/read-mail-preferences.ts';
import { signedInUser } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

const on = (topic: string) => ({ topic, enabled: true, frequency: 'instant' });

describe('notification preferences (Edit Profile → Notifications)', () => {
  const t = useTestApp();
  const url = '/api/account/notification-preferences';
  const read = (cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const save = (cookie: string | undefined, preferences: unknown) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: { preferences },
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });

  it.each([
    ['applicant', ['status', 'interviews', 'messages', 'alerts', 'certificates']],
    ['restaurant', ['applications', 'interviews', 'listings', 'messages']],
    ['admin', ['messages']],
  ] as const)('lists the %s’s topics, all on and instant until changed', async (type, topics) => {
    const { cookie } = await signedInUser(t, type);
    const answer = await read(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ preferences: topics.map(on) });
  });

  it('saves the topics sent, keeps the others, and reads them back', async () => {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    const saved = await save(cookie, [
      { topic: 'applications', enabled: true, frequency: 'daily' },
      { topic: 'messages', enabled: false, frequency: 'instant' },
    ]);
    expect(saved.statusCode).toBe(200);
    const expected = {
      preferences: [
        { topic: 'applications', enabled: true, frequency: 'daily' },
        on('interviews'),
        on('listings'),
        { topic: 'messages', enabled: false, frequency: 'instant' },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect((await read(cookie)).json()).toEqual(expected);
    // What the mail code asks before each mail.
    expect(await mailPreferenceFor(t.database.db, user.id, 'applications')).toEqual({
      enabled: true,
      frequency: 'daily',
    });
    expect(await mailPreferenceFor(t.database.db, user.id, 'messages')).toEqual({
      enabled: false,
      frequency: 'instant',
    });
    expect(await mailPreferenceFor(t.database.db, user.id, 'interviews')).toEqual({
      enabled: true,
      frequency: 'instant',
    });

    // Saving again overwrites: back on, back to instant.
    await save(cookie, [on('messages'), on('applications')]);
    expect((await read(cookie)).json()).toEqual({
      preferences: ['applications', 'interviews', 'listings', 'messages'].map(on),
    });
  });

  it('refuses a topic this kind of account is not mailed about, and saves nothing', async () => {
    const { cookie } = await signedInUser(t, 'applicant');
    const refused = await save(cookie, [
      { topic: 'messages', enabled: false, frequency: 'instant' },
      { topic: 'applications', enabled: false, frequency: 'instant' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        'preferences.1.topic': {
          key: 'validation.mailTopicInvalid',
          message: 'Your account does not get this kind of e-mail.',
        },
      },
    });
    expect((await read(cookie)).json().preferences).toContainEqual(on('messages'));
  });

  it('takes a daily digest only for topics that can wait', async () => {
    const { cookie } = await signedInUser(t, 'applicant');
    const refused = await save(cookie, [{ topic: 'messages', enabled: true, frequency: 'daily' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['preferences.0.frequency'].key).toBe(
      'validation.mailFrequencyInvalid',
    );
    const accepted = await save(cookie, [{ topic: 'status', enabled: true, frequency: 'daily' }]);
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a topic given twice, an unknown topic and an empty list', async () => {
    const { cookie } = await signedInUser(t, 'applicant');
    const twice = await save(cookie, [on('status'), { ...on('status'), enabled: false }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.preferences.key).toBe('validation.mailTopicRepeated');
    const unknown = await save(cookie, [on('newsletter')]);
    expect(unknown.json().error.fields['preferences.0.topic'].key).toBe(
      'validation.mailTopicInvalid',
    );
    expect((await save(cookie, [])).statusCode).toBe(400);
  });

  it('is only for a signed-in person', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, [on('messages')])).statusCode).toBe(401);
  });
});
