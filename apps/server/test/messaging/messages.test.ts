import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conversationParticipants,
  conversations,
  messages,
} from '../../src/db/schema/messaging.ts';
import { users } from '../../src/db/schema/users.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import {
  call,
  hiringPair,
  openConversation,
  send,
  stranger,
  type Person,
} from './messaging-fixtures.ts';

/** A restaurant and its applicant in a conversation (opened by the restaurant). */
async function talking(t: TestApp) {
  const pair = await hiringPair(t);
  const id = await openConversation(t, pair.restaurant, pair.applicant);
  return { ...pair, id };
}

const unreadOf = async (t: TestApp, conversationId: string, userId: string) => {
  const [row] = await t.database.db
    .select({ unreadCount: conversationParticipants.unreadCount })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  return row?.unreadCount;
};

const unreadCount = async (t: TestApp, who: Person) =>
  (await call(t, 'GET', '/api/messages/unread-count', who.cookie)).json().count as number;

describe('sending a message', () => {
  const t = useTestApp();

  it('takes 1–2000 characters once trimmed, with the field error otherwise', async () => {
    const { restaurant, id } = await talking(t);
    const url = `/api/conversations/${id}/messages`;
    for (const [content, key] of [
      ['', 'validation.messageRequired'],
      ['   \n\t ', 'validation.messageRequired'],
      ['x'.repeat(2001), 'validation.messageTooLongChat'],
    ] as const) {
      const refused = await call(t, 'POST', url, restaurant.cookie, { content });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { content: { key } },
      });
    }
    const missing = await call(t, 'POST', url, restaurant.cookie, {});
    expect(missing.json().error.fields.content.key).toBe('validation.messageRequired');
    const longest = await call(t, 'POST', url, restaurant.cookie, { content: 'é'.repeat(2000) });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().content).toBe('é'.repeat(2000));
    const trimmed = await send(t, restaurant, id, '  See you soon  ');
    expect(trimmed.content).toBe('See you soon');
  });

  it('stores the text as it was written: markup comes back byte for byte', async () => {
    const { restaurant, applicant, id } = await talking(t);
    const content = `<script>alert("hi")</script> <img src=x onerror=alert(1)> '; DROP TABLE messages; -- & ✓`;
    const sent = await send(t, restaurant, id, content);
    expect(sent.content).toBe(content);
    const thread = (
      await call(t, 'GET', `/api/conversations/${id}/messages`, applicant.cookie)
    ).json();
    expect(thread.items.at(-1).content).toBe(content);
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(stored?.content).toBe(content);
  });

  it('updates the conversation with the message: last message, its time, receiver unread + 1', async () => {
    const { restaurant, applicant, id } = await talking(t);
    const sent = (
      await call(t, 'POST', `/api/conversations/${id}/messages`, restaurant.cookie, {
        content: 'Are you free on Tuesday?',
      })
    ).json();
    expect(sent).toMatchObject({
      conversationId: id,
      senderId: restaurant.id,
      receiverId: applicant.id,
      content: 'Are you free on Tuesday?',
      read: false,
    });
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({
      lastMessage: 'Are you free on Tuesday?',
      lastMessageSenderId: restaurant.id,
    });
    expect(row?.lastMessageTimestamp?.toISOString()).toBe(sent.createdAt);
    expect(await unreadOf(t, id, applicant.id)).toBe(1);
    expect(await unreadOf(t, id, restaurant.id)).toBe(0);

    const reply = await send(t, applicant, id, 'Yes, after 2 pm.');
    expect(await unreadOf(t, id, restaurant.id)).toBe(1);
    expect(await unreadOf(t, id, applicant.id)).toBe(1);
    const summary = (await call(t, 'GET', `/api/conversations/${id}`, restaurant.cookie)).json();
    expect(summary).toMatchObject({
      lastMessage: 'Yes, after 2 pm.',
      lastMessageTimestamp: reply.createdAt,
      lastMessageSenderId: applicant.id,
      unreadCount: 1,
    });
  });

  it('is refused once the other person is deactivated or gone', async () => {
    const { restaurant, applicant, id } = await talking(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, applicant.id));
    const inactive = await call(t, 'POST', `/api/conversations/${id}/messages`, restaurant.cookie, {
      content: 'Hello?',
    });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error).toMatchObject({
      code: 'recipient_unavailable',
      message: "This person's account is no longer active, so they cannot receive messages.",
    });
    await t.database.db.delete(users).where(eq(users.id, applicant.id));
    const gone = await call(t, 'POST', `/api/conversations/${id}/messages`, restaurant.cookie, {
      content: 'Hello?',
    });
    expect(gone.json().error.code).toBe('recipient_unavailable');
    expect(
      await t.database.db.select().from(messages).where(eq(messages.conversationId, id)),
    ).toEqual([]);
  });

  it('is limited to 30 messages a minute per account', async () => {
    const { restaurant, id } = await talking(t);
    for (let i = 1; i <= 30; i += 1) await send(t, restaurant, id, `Message ${i}`);
    const refused = await call(t, 'POST', `/api/conversations/${id}/messages`, restaurant.cookie, {
      content: 'One too many',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('a conversation I am not in', () => {
  const t = useTestApp();

  it('is 404 on every conversation endpoint, for every kind of outsider', async () => {
    const { restaurant, id } = await talking(t);
    const sent = await send(t, restaurant, id, 'Private');
    const outsiders = [
      await stranger(t, 'applicant'),
      await stranger(t, 'restaurant'),
      await stranger(t, 'admin'),
    ];
    const calls: [string, string, object?][] = [
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { content: 'Hi' }],
      ['POST', `/api/conversations/${id}/read`],
      ['POST', `/api/messages/${sent.id}/read`],
    ];
    for (const outsider of outsiders) {
      for (const [method, url, payload] of calls) {
        const response = await call(t, method as 'GET' | 'POST', url, outsider.cookie, payload);
        expect(response.statusCode, `${outsider.userType} ${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    }
    for (const [method, url, payload] of calls) {
      expect((await call(t, method as 'GET' | 'POST', url, '', payload)).statusCode).toBe(401);
    }
    // Nothing changed.
    expect(
      await t.database.db.select().from(messages).where(eq(messages.conversationId, id)),
    ).toMatchObject([{ id: sent.id, read: false }]);
  });

  it('answers malformed and unknown ids with 404', async () => {
    const someone = await stranger(t);
    for (const url of [
      '/api/conversations/nope',
      '/api/conversations/nope/messages',
      '/api/conversations/00000000-0000-4000-8000-000000000000/messages',
    ]) {
      expect((await call(t, 'GET', url, someone.cookie)).statusCode).toBe(404);
    }
    expect((await call(t, 'POST', '/api/messages/nope/read', someone.cookie)).statusCode).toBe(404);
  });
});

describe('reading a thread', () => {
  const t = useTestApp();

  it('pages backwards, each page in ascending order', async () => {
    const { restaurant, applicant, id } = await talking(t);
    const sent = [];
    for (let i = 1; i <= 7; i += 1) {
      sent.push(await send(t, i % 2 ? restaurant : applicant, id, `Message ${i}`));
    }
    const url = `/api/conversations/${id}/messages`;
    const contents = (page: { items: { content: string }[] }) =>
      page.items.map((item) => item.content);

    const newest = (await call(t, 'GET', `${url}?limit=3`, applicant.cookie)).json();
    expect(contents(newest)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(newest.hasOlder).toBe(true);
    const older = (
      await call(t, 'GET', `${url}?limit=3&before=${newest.items[0].id}`, applicant.cookie)
    ).json();
    expect(contents(older)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    expect(older.hasOlder).toBe(true);
    const oldest = (
      await call(t, 'GET', `${url}?limit=3&before=${older.items[0].id}`, applicant.cookie)
    ).json();
    expect(contents(oldest)).toEqual(['Message 1']);
    expect(oldest.hasOlder).toBe(false);

    const all = (await call(t, 'GET', url, restaurant.cookie)).json();
    expect(all.items).toHaveLength(7);
    expect(all.hasOlder).toBe(false);
    expect(all.items[0]).toMatchObject({
      id: sent[0]?.id,
      senderId: restaurant.id,
      receiverId: applicant.id,
      read: false,
    });
    // A cursor from another conversation gives nothing rather than someone else's order.
    const other = await talking(t);
    const foreign = await send(t, other.restaurant, other.id, 'Elsewhere');
    expect((await call(t, 'GET', `${url}?before=${foreign.id}`, applicant.cookie)).json()).toEqual({
      items: [],
      hasOlder: false,
    });
  });
});

describe('read state', () => {
  const t = useTestApp();

  it('marks a conversation’s unread messages to me read, in bulk', async () => {
    const { restaurant, applicant, id } = await talking(t);
    await send(t, restaurant, id, 'One');
    await send(t, restaurant, id, 'Two');
    await send(t, applicant, id, 'Mine');
    await send(t, restaurant, id, 'Three');
    expect(await unreadCount(t, applicant)).toBe(3);
    expect(await unreadCount(t, restaurant)).toBe(1);

    const marked = await call(t, 'POST', `/api/conversations/${id}/read`, applicant.cookie);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ updated: 3 });
    expect(await unreadCount(t, applicant)).toBe(0);
    expect(await unreadOf(t, id, applicant.id)).toBe(0);
    // The messages I sent stay unread until the other person reads them.
    expect(await unreadCount(t, restaurant)).toBe(1);
    const thread = (
      await call(t, 'GET', `/api/conversations/${id}/messages`, restaurant.cookie)
    ).json();
    expect(thread.items.map((item: { content: string; read: boolean }) => item.read)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    const again = await call(t, 'POST', `/api/conversations/${id}/read`, applicant.cookie);
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('marks one message to me read and takes it off my unread count, never below 0', async () => {
    const { restaurant, applicant, id } = await talking(t);
    const first = await send(t, restaurant, id, 'First');
    const second = await send(t, restaurant, id, 'Second');
    const mine = await send(t, applicant, id, 'Reply');

    const marked = await call(t, 'POST', `/api/messages/${first.id}/read`, applicant.cookie);
    expect(marked.json()).toEqual({ updated: 1 });
    expect(await unreadOf(t, id, applicant.id)).toBe(1);
    expect(await unreadCount(t, applicant)).toBe(1);
    expect(
      (await call(t, 'POST', `/api/messages/${first.id}/read`, applicant.cookie)).json(),
    ).toEqual({ updated: 0 });
    // Not addressed to me: my own message, or someone else's.
    expect(
      (await call(t, 'POST', `/api/messages/${mine.id}/read`, applicant.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'POST', `/api/messages/${second.id}/read`, restaurant.cookie)).statusCode,
    ).toBe(404);

    await t.database.db
      .update(conversationParticipants)
      .set({ unreadCount: 0 })
      .where(eq(conversationParticipants.conversationId, id));
    await call(t, 'POST', `/api/messages/${second.id}/read`, applicant.cookie);
    expect(await unreadOf(t, id, applicant.id)).toBe(0);
  });

  it('counts my unread messages across conversations', async () => {
    const { restaurant, applicant, applicationId, id } = await talking(t);
    const admin = await stranger(t, 'admin');
    const fromAdmin = await openConversation(t, admin, applicant);
    const aboutJob = await openConversation(t, restaurant, applicant, applicationId);
    expect(await unreadCount(t, applicant)).toBe(0);
    await send(t, restaurant, id, 'A');
    await send(t, restaurant, aboutJob, 'B');
    await send(t, admin, fromAdmin, 'C');
    expect(await unreadCount(t, applicant)).toBe(3);
    expect((await call(t, 'GET', '/api/messages/unread-count', '')).statusCode).toBe(401);
  });
});

describe('messages between two users', () => {
  const t = useTestApp();

  it('spans every conversation the two share, read backwards', async () => {
    const { restaurant, applicant, applicationId, id } = await talking(t);
    const aboutJob = await openConversation(t, applicant, restaurant, applicationId);
    await send(t, restaurant, id, 'Plain 1');
    await send(t, applicant, aboutJob, 'About the job');
    await send(t, restaurant, id, 'Plain 2');
    const admin = await stranger(t, 'admin');
    const elsewhere = await openConversation(t, admin, applicant);
    await send(t, admin, elsewhere, 'Not between them');

    const url = `/api/users/${restaurant.id}/messages`;
    const page = (await call(t, 'GET', url, applicant.cookie)).json();
    expect(page.items.map((item: { content: string }) => item.content)).toEqual([
      'Plain 1',
      'About the job',
      'Plain 2',
    ]);
    expect(page.hasOlder).toBe(false);
    const firstTwo = (
      await call(t, 'GET', `${url}?limit=2&before=${page.items[2].id}`, applicant.cookie)
    ).json();
    expect(firstTwo.items.map((item: { content: string }) => item.content)).toEqual([
      'Plain 1',
      'About the job',
    ]);
    const fromTheOtherSide = (
      await call(t, 'GET', `/api/users/${applicant.id}/messages?limit=1`, restaurant.cookie)
    ).json();
    expect(fromTheOtherSide).toMatchObject({ items: [{ content: 'Plain 2' }], hasOlder: true });

    // Someone I share nothing with, myself, or nobody: nothing.
    const outsider = await stranger(t);
    const empty = { items: [], hasOlder: false };
    expect((await call(t, 'GET', url, outsider.cookie)).json()).toEqual(empty);
    expect(
      (await call(t, 'GET', `/api/users/${applicant.id}/messages`, applicant.cookie)).json(),
    ).toEqual(empty);
    expect((await call(t, 'GET', '/api/users/nope/messages', applicant.cookie)).statusCode).toBe(
      404,
    );
    expect((await call(t, 'GET', url, '')).statusCode).toBe(401);
  });
});

describe('a direct message (the spec’s Message schema)', () => {
  const t = useTestApp();

  it('sends to a person in the conversation without an application, opening it once', async () => {
    const { restaurant, applicant, applicationId } = await hiringPair(t);
    const aboutJob = await openConversation(t, restaurant, applicant, applicationId);
    const response = await call(t, 'POST', '/api/messages', applicant.cookie, {
      recipientId: restaurant.id,
      content: 'Thanks for the interview!',
    });
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({
      senderId: applicant.id,
      receiverId: restaurant.id,
      content: 'Thanks for the interview!',
      read: false,
    });
    expect(message.conversationId).not.toBe(aboutJob);
    const again = (
      await call(t, 'POST', '/api/messages', restaurant.cookie, {
        recipientId: applicant.id,
        content: 'You are welcome.',
      })
    ).json();
    expect(again.conversationId).toBe(message.conversationId);
    const summary = (
      await call(t, 'GET', `/api/conversations/${message.conversationId}`, restaurant.cookie)
    ).json();
    expect(summary).toMatchObject({ application: null, lastMessage: 'You are welcome.' });
  });

  it('follows the same policy and rules', async () => {
    const outsider = await stranger(t);
    const { restaurant } = await hiringPair(t);
    const refused = await call(t, 'POST', '/api/messages', outsider.cookie, {
      recipientId: restaurant.id,
      content: 'Hire me',
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await call(t, 'POST', '/api/messages', outsider.cookie, {
      recipientId: 'nobody',
      content: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['content', 'recipientId']);
    const toSelf = await call(t, 'POST', '/api/messages', outsider.cookie, {
      recipientId: outsider.id,
      content: 'Note to self',
    });
    expect(toSelf.statusCode).toBe(403);
    expect(
      (await call(t, 'POST', '/api/messages', '', { recipientId: restaurant.id, content: 'Hi' }))
        .statusCode,
    ).toBe(401);
  });
});
