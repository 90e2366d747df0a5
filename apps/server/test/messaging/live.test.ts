import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ErrorEnvelope } from '@brigade/shared/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authVerifications } from '../../src/db/schema/auth-verifications.ts';
import { users } from '../../src/db/schema/users.ts';
import { sseTimings } from '../../src/services/live/sse-stream.ts';
import { sessionCookieOf } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { uniqueIp, useTestApp, type TestApp } from '../support/test-app.ts';
import { connectLive } from './live-client.ts';
import {
  call,
  hiringPair,
  openConversation,
  send,
  stranger,
  withCookie,
} from './messaging-fixtures.ts';

/** The test app, listening on a port of its own (live streams need a real connection). */
function useListeningApp() {
  const t = useTestApp();
  const server = { url: '' };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  return { t, server };
}

async function talkingLive(t: TestApp, url: string) {
  const pair = await hiringPair(t);
  const id = await openConversation(t, pair.restaurant, pair.applicant);
  const restaurantLive = await connectLive(url, pair.restaurant.cookie);
  const applicantLive = await connectLive(url, pair.applicant.cookie);
  return { ...pair, id, restaurantLive, applicantLive };
}

describe('the live channel', () => {
  const { t, server } = useListeningApp();

  it('needs a signed-in user: 401 as JSON, before any stream', async () => {
    const response = await fetch(`${server.url}/api/live`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await response.json()) as ErrorEnvelope).error.code).toBe('unauthorized');
  });

  it('is an uncompressed, unbuffered event stream that tells browsers how to reconnect', async () => {
    const someone = await stranger(t);
    const response = await fetch(`${server.url}/api/live`, {
      headers: { cookie: someone.cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^no-cache/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('retry: 2000\n\n');
    await reader.cancel();
  });

  it('delivers a new message to both participants, and nothing to anyone else', async () => {
    const { restaurant, applicant, id, restaurantLive, applicantLive } = await talkingLive(
      t,
      server.url,
    );
    const admin = await stranger(t, 'admin');
    const adminLive = await connectLive(server.url, admin.cookie);

    const sent = await send(t, restaurant, id, 'Can you start on Monday?');
    const created = { type: 'message.created', conversationId: id, message: sent };
    expect(await applicantLive.next()).toEqual(created);
    expect(await applicantLive.next()).toEqual({ type: 'notifications.changed' });
    // The sender's own tabs hear of it too (no bell nudge for the sender).
    expect(await restaurantLive.next()).toEqual(created);

    // The admin's first event is their own message: the one above never reached them.
    const adminConversation = await openConversation(t, admin, applicant);
    const own = await send(t, admin, adminConversation, 'Hello from Brigade');
    expect(await adminLive.next()).toMatchObject({
      type: 'message.created',
      message: { id: own.id },
    });
    expect(await applicantLive.next()).toMatchObject({ message: { id: own.id } });
    for (const client of [restaurantLive, applicantLive, adminLive]) client.close();
  });

  it('tells both participants when messages are read, and the reader’s bell', async () => {
    const { restaurant, applicant, id, restaurantLive, applicantLive } = await talkingLive(
      t,
      server.url,
    );
    const first = await send(t, restaurant, id, 'One');
    const second = await send(t, restaurant, id, 'Two');
    await call(t, 'POST', `/api/conversations/${id}/read`, applicant.cookie);
    const read = {
      type: 'messages.read',
      conversationId: id,
      readerId: applicant.id,
      messageIds: [first.id, second.id],
    };
    const restaurantEvents = [await restaurantLive.next(), await restaurantLive.next()];
    expect(restaurantEvents.map((event) => event.type)).toEqual([
      'message.created',
      'message.created',
    ]);
    expect(await restaurantLive.next()).toEqual(read);
    const applicantEvents = [];
    for (let i = 0; i < 6; i += 1) applicantEvents.push(await applicantLive.next());
    expect(applicantEvents.slice(4)).toEqual([read, { type: 'notifications.changed' }]);

    const third = await send(t, restaurant, id, 'Three');
    await call(t, 'POST', `/api/messages/${third.id}/read`, applicant.cookie);
    await restaurantLive.next(); // message.created
    expect(await restaurantLive.next()).toEqual({ ...read, messageIds: [third.id] });
    restaurantLive.close();
    applicantLive.close();
  });

  it('nudges the bells an application change concerns, and only those', async () => {
    const job = await buildJob(t);
    const restaurant = await withCookie(t, job.restaurant);
    const { applicant: applicantUser } = await buildApplicantWithResume(t);
    const applicant = await withCookie(t, applicantUser);
    const restaurantLive = await connectLive(server.url, restaurant.cookie);
    const applicantLive = await connectLive(server.url, applicant.cookie);
    const nudge = { type: 'notifications.changed' };
    // A message between events marks where one step's events end and the next one's begin.
    const marker = async (conversationId: string, content: string) => {
      const sent = await send(t, restaurant, conversationId, content);
      expect(await applicantLive.next()).toMatchObject({ message: { id: sent.id } });
      expect(await applicantLive.next()).toEqual(nudge); // the message's own
      expect(await restaurantLive.next()).toMatchObject({ message: { id: sent.id } });
    };

    const applied = await call(t, 'POST', `/api/jobs/${job.id}/applications`, applicant.cookie, {});
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json().id as string;
    expect(await restaurantLive.next()).toEqual(nudge);
    const conversation = await openConversation(t, restaurant, applicant, applicationId);
    await marker(conversation, 'Thanks for applying'); // applying told only the restaurant

    const url = `/api/applications/${applicationId}`;
    await call(t, 'POST', `${url}/status`, restaurant.cookie, { status: 'Reviewed' });
    expect(await applicantLive.next()).toEqual(nudge);
    expect(await restaurantLive.next()).toEqual(nudge);
    const interview = await call(t, 'PUT', `${url}/interview`, restaurant.cookie, {
      localDateTime: '2099-05-04T15:00',
      timeZone: 'Europe/Paris',
      location: 'At the restaurant',
    });
    expect(interview.statusCode, interview.body).toBe(200);
    expect(await applicantLive.next()).toEqual(nudge);
    expect(await restaurantLive.next()).toEqual(nudge);
    await call(t, 'DELETE', `${url}/interview`, restaurant.cookie);
    expect(await applicantLive.next()).toEqual(nudge);
    expect(await restaurantLive.next()).toEqual(nudge);
    // Private notes are the restaurant's own: nobody is nudged.
    await call(t, 'PUT', `${url}/notes`, restaurant.cookie, { notes: 'Strong candidate' });
    await marker(conversation, 'See you soon');
    restaurantLive.close();
    applicantLive.close();
  });

  it('closes a session’s streams when it signs out, and only that session’s', async () => {
    const { applicant, restaurant, id, applicantLive } = await talkingLive(t, server.url);
    const otherCookie = await sessionCookieOf(t, applicant);
    const otherDevice = await connectLive(server.url, otherCookie);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: applicant.cookie },
    });
    expect(signOut.statusCode).toBe(204);
    await applicantLive.ended();
    const sent = await send(t, restaurant, id, 'Still there?');
    expect(await otherDevice.next()).toMatchObject({ message: { id: sent.id } });
    // Reconnecting with the ended session is refused.
    expect(
      (await fetch(`${server.url}/api/live`, { headers: { cookie: applicant.cookie } })).status,
    ).toBe(401);
    otherDevice.close();
  });

  it('closes every stream of an account at once when its password is reset', async () => {
    const { applicant, applicantLive } = await talkingLive(t, server.url);
    const otherDevice = await connectLive(server.url, await sessionCookieOf(t, applicant));
    // A reset link as better-auth stores one (the mail itself is tested in auth/).
    const token = `live-reset-${randomUUID()}`;
    await t.database.db.insert(authVerifications).values({
      identifier: `reset-password:${token}`,
      value: applicant.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh!Start2026' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(204);
    // Well before the 30 s periodic check: the reset itself ends them.
    await applicantLive.ended();
    await otherDevice.ended();
  });

  it('closes every stream of an account when it is deleted', async () => {
    const { applicant, applicantLive } = await talkingLive(t, server.url);
    const otherDevice = await connectLive(server.url, await sessionCookieOf(t, applicant));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: applicant.password },
      headers: { cookie: applicant.cookie },
      remoteAddress: uniqueIp(),
    });
    expect(deleted.statusCode).toBe(204);
    await applicantLive.ended();
    await otherDevice.ended();
  });
});

describe('the live channel’s periodic session check', () => {
  const { t, server } = useListeningApp();
  const usual = sseTimings.sessionCheckMs;
  beforeAll(() => {
    sseTimings.sessionCheckMs = 50;
  });
  afterAll(() => {
    sseTimings.sessionCheckMs = usual;
  });

  it('closes the stream of an account that is deactivated', async () => {
    const { applicant, restaurant, id, applicantLive, restaurantLive } = await talkingLive(
      t,
      server.url,
    );
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, applicant.id));
    await applicantLive.ended();
    const refused = await call(t, 'POST', `/api/conversations/${id}/messages`, restaurant.cookie, {
      content: 'Anyone?',
    });
    expect(refused.json().error.code).toBe('recipient_unavailable');
    // The other participant's stream lives on (its checks keep passing).
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, applicant.id));
    const again = await send(t, restaurant, id, 'Welcome back');
    expect(await restaurantLive.next()).toMatchObject({ message: { id: again.id } });
    restaurantLive.close();
  });
});

describe('shutting the server down', () => {
  const { t, server } = useListeningApp();

  it('ends the open streams so closing is not held up', async () => {
    const someone = await stranger(t);
    const live = await connectLive(server.url, someone.cookie);
    await t.app.close();
    await live.ended();
  });
});
