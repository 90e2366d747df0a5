import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationParticipants, conversations } from '../../src/db/schema/messaging.ts';
import { users } from '../../src/db/schema/users.ts';
import { buildUser } from '../support/accounts.ts';
import { buildRestaurant } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import {
  call,
  hiringPair,
  openConversation,
  send,
  stranger,
  withCookie,
  type Person,
} from './messaging-fixtures.ts';

const start = (t: TestApp, from: Person | null, body: object) =>
  call(t, 'POST', '/api/conversations', from?.cookie ?? '', body);

// Each row makes a starter and a recipient tied (or not) as described, and says who may start.
type Setup = (t: TestApp) => Promise<{ starter: Person; recipient: { id: string } }>;
const policyTable: [string, number, Setup][] = [
  [
    'a restaurant with an applicant who applied to its job (private resume)',
    201,
    async (t) => {
      const pair = await hiringPair(t, 'private');
      return { starter: pair.restaurant, recipient: pair.applicant };
    },
  ],
  [
    'a restaurant with an applicant whose resume is visible',
    201,
    async (t) => {
      const { applicant } = await buildApplicantWithResume(t, { visibility: 'visible' });
      return { starter: await withCookie(t, await buildRestaurant(t)), recipient: applicant };
    },
  ],
  [
    'a restaurant with an applicant whose resume is private (no application)',
    403,
    async (t) => {
      const { applicant } = await buildApplicantWithResume(t, { visibility: 'private' });
      return { starter: await withCookie(t, await buildRestaurant(t)), recipient: applicant };
    },
  ],
  [
    'a restaurant with an applicant without a resume',
    403,
    async (t) => ({ starter: await stranger(t, 'restaurant'), recipient: await buildUser(t) }),
  ],
  [
    'an applicant with a restaurant they applied to',
    201,
    async (t) => {
      const pair = await hiringPair(t);
      return { starter: pair.applicant, recipient: pair.restaurant };
    },
  ],
  [
    'an applicant with a restaurant they did not apply to',
    403,
    async (t) => {
      const pair = await hiringPair(t);
      return { starter: pair.applicant, recipient: await buildRestaurant(t) };
    },
  ],
  [
    'an applicant with another applicant',
    403,
    async (t) => ({ starter: await stranger(t), recipient: await buildUser(t) }),
  ],
  [
    'a restaurant with another restaurant',
    403,
    async (t) => ({
      starter: await stranger(t, 'restaurant'),
      recipient: await buildRestaurant(t),
    }),
  ],
  [
    'an applicant with an admin',
    403,
    async (t) => ({
      starter: await stranger(t),
      recipient: await buildUser(t, { userType: 'admin' }),
    }),
  ],
  [
    'a restaurant with an admin',
    403,
    async (t) => ({
      starter: await stranger(t, 'restaurant'),
      recipient: await buildUser(t, { userType: 'admin' }),
    }),
  ],
  [
    'an admin with an applicant (no ties)',
    201,
    async (t) => ({ starter: await stranger(t, 'admin'), recipient: await buildUser(t) }),
  ],
  [
    'an admin with a restaurant (no ties)',
    201,
    async (t) => ({ starter: await stranger(t, 'admin'), recipient: await buildRestaurant(t) }),
  ],
  [
    'an admin with another admin',
    201,
    async (t) => ({
      starter: await stranger(t, 'admin'),
      recipient: await buildUser(t, { userType: 'admin' }),
    }),
  ],
  [
    'an applicant with themselves',
    403,
    async (t) => {
      const starter = await stranger(t);
      return { starter, recipient: starter };
    },
  ],
  [
    'an admin with themselves',
    403,
    async (t) => {
      const starter = await stranger(t, 'admin');
      return { starter, recipient: starter };
    },
  ],
  [
    'anyone with an inactive account',
    404,
    async (t) => ({
      starter: await stranger(t, 'admin'),
      recipient: await buildUser(t, { isActive: false }),
    }),
  ],
  [
    'anyone with an account that does not exist',
    404,
    async (t) => ({
      starter: await stranger(t, 'admin'),
      recipient: { id: '00000000-0000-4000-8000-000000000000' },
    }),
  ],
];

describe('who may start a conversation (role × relationship)', () => {
  const t = useTestApp();

  it.each(policyTable)('%s → %i', async (_name, status, setup) => {
    const { starter, recipient } = await setup(t);
    const response = await start(t, starter, { recipientId: recipient.id });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) expect(response.json().error.code).toBe('forbidden');
    if (status === 404) expect(response.json().error.code).toBe('not_found');
  });

  it('needs a signed-in user and a valid body', async () => {
    const anyone = await buildUser(t);
    expect((await start(t, null, { recipientId: anyone.id })).statusCode).toBe(401);
    const admin = await stranger(t, 'admin');
    const invalid = await start(t, admin, { recipientId: 'someone' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.recipientId.key).toBe('validation.recipientInvalid');
  });
});

describe('starting a conversation', () => {
  const t = useTestApp();

  it('answers the conversation as the starter sees it, then the same one again', async () => {
    const { restaurant, applicant } = await hiringPair(t);
    const first = await start(t, restaurant, { recipientId: applicant.id });
    expect(first.statusCode).toBe(201);
    const conversation = first.json();
    expect(conversation).toMatchObject({
      participants: [restaurant.id, applicant.id],
      other: {
        id: applicant.id,
        firstName: 'Test',
        lastName: 'Person',
        photoURL: null,
        userType: 'applicant',
        venueName: null,
      },
      application: null,
      lastMessage: '',
      lastMessageTimestamp: null,
      lastMessageSenderId: null,
      unreadCount: 0,
    });
    const again = await start(t, restaurant, { recipientId: applicant.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversation.id);
    // From the other side it is the same conversation.
    const reverse = await start(t, applicant, { recipientId: restaurant.id });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toMatchObject({
      id: conversation.id,
      other: { id: restaurant.id, userType: 'restaurant', venueName: 'Chez Test' },
    });
  });

  it('gives one conversation to racing starts', async () => {
    const { restaurant, applicant } = await hiringPair(t);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        start(t, i % 2 ? restaurant : applicant, {
          recipientId: i % 2 ? applicant.id : restaurant.id,
        }),
      ),
    );
    const ids = new Set(responses.map((response) => response.json().id));
    expect(ids.size).toBe(1);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 201,
    ]);
    const [id] = [...ids] as [string];
    const participants = await t.database.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, id));
    expect(participants).toHaveLength(2);
  });

  it('about an application: its two parties (or an admin), one conversation per application', async () => {
    const { restaurant, applicant, applicationId } = await hiringPair(t);
    const about = await start(t, restaurant, { recipientId: applicant.id, applicationId });
    expect(about.statusCode).toBe(201);
    expect(about.json().application).toEqual({
      id: applicationId,
      jobTitle: 'Line Cook',
      venueName: 'Chez Test',
    });
    const plain = await openConversation(t, restaurant, applicant);
    expect(plain).not.toBe(about.json().id);
    const fromApplicant = await start(t, applicant, {
      recipientId: restaurant.id,
      applicationId,
    });
    expect(fromApplicant.statusCode).toBe(200);
    expect(fromApplicant.json().id).toBe(about.json().id);

    // Someone else's application is not found, whoever the recipient.
    const other = await hiringPair(t);
    expect(
      (
        await start(t, restaurant, {
          recipientId: applicant.id,
          applicationId: other.applicationId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await start(t, other.restaurant, {
          recipientId: applicant.id,
          applicationId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await start(t, applicant, {
          recipientId: restaurant.id,
          applicationId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    const admin = await stranger(t, 'admin');
    const byAdmin = await start(t, admin, { recipientId: applicant.id, applicationId });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().application.id).toBe(applicationId);
  });
});

describe('my conversations', () => {
  const t = useTestApp();

  it('lists them newest first with my unread count, the other person and the application', async () => {
    const { restaurant, applicant, applicationId } = await hiringPair(t);
    const admin = await stranger(t, 'admin');
    const aboutJob = await openConversation(t, restaurant, applicant, applicationId);
    const fromAdmin = await openConversation(t, admin, applicant);
    await send(t, restaurant, aboutJob, 'Can you come in on Tuesday?');
    await send(t, restaurant, aboutJob, 'Around 3 pm?');

    const list = (await call(t, 'GET', '/api/conversations', applicant.cookie)).json();
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([aboutJob, fromAdmin]);
    expect(list.items[0]).toMatchObject({
      other: { id: restaurant.id, userType: 'restaurant', venueName: 'Chez Test' },
      application: { id: applicationId, jobTitle: 'Line Cook', venueName: 'Chez Test' },
      lastMessage: 'Around 3 pm?',
      lastMessageSenderId: restaurant.id,
      unreadCount: 2,
    });
    expect(list.items[1]).toMatchObject({
      other: { id: admin.id, userType: 'admin', venueName: null },
      application: null,
      unreadCount: 0,
    });
    // The admin's newer message puts that conversation first.
    await send(t, admin, fromAdmin, 'Welcome to Brigade!');
    const reordered = (await call(t, 'GET', '/api/conversations', applicant.cookie)).json();
    expect(reordered.items.map((item: { id: string }) => item.id)).toEqual([fromAdmin, aboutJob]);
    const restaurantView = (await call(t, 'GET', '/api/conversations', restaurant.cookie)).json();
    expect(restaurantView.items).toMatchObject([{ id: aboutJob, unreadCount: 0 }]);

    const paged = (
      await call(t, 'GET', '/api/conversations?page=2&pageSize=1', applicant.cookie)
    ).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(paged.items.map((item: { id: string }) => item.id)).toEqual([aboutJob]);
    const past = (await call(t, 'GET', '/api/conversations?page=9', applicant.cookie)).json();
    expect(past).toMatchObject({ items: [], total: 2 });
    expect((await call(t, 'GET', '/api/conversations', '')).statusCode).toBe(401);
  });

  it('shows one conversation to its participants only, with a deleted person as null', async () => {
    const { restaurant, applicant } = await hiringPair(t);
    const id = await openConversation(t, applicant, restaurant);
    const url = `/api/conversations/${id}`;
    const mine = await call(t, 'GET', url, applicant.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id, other: { id: restaurant.id } });
    expect(
      (await call(t, 'GET', '/api/conversations/not-a-uuid', applicant.cookie)).statusCode,
    ).toBe(404);

    await t.database.db.delete(users).where(eq(users.id, restaurant.id));
    const after = (await call(t, 'GET', url, applicant.cookie)).json();
    expect(after).toMatchObject({ id, participants: [applicant.id], other: null });
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toBeDefined();
  });
});
