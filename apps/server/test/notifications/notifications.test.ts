import type {
  NotificationsAnswer,
  NotificationView,
} from '@brigade/shared/notifications/notification-answers';
import { apiPaths, paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/applications.ts';
import { notificationReads } from '../../src/db/schema/notification-reads.ts';
import { venues } from '../../src/db/schema/organisations.ts';
import { users } from '../../src/db/schema/users.ts';
import { buildUser, sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { applyAs, sendMessage } from './notification-fixtures.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

const list = async (t: TestApp, cookie: string): Promise<NotificationsAnswer> => {
  const response = await t.app.inject({
    method: 'GET',
    url: apiPaths.notifications.list,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const markRead = (t: TestApp, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: apiPaths.notifications.read, headers: { cookie }, payload });

const moveTo = async (t: TestApp, cookie: string, id: string, status: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${apiPaths.application(id)}/status`,
    headers: { cookie },
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const setTimes = (t: TestApp, id: string, times: { appliedAt?: Date; updatedAt?: Date }) =>
  t.database.db.update(applications).set(times).where(eq(applications.id, id));

const ids = (answer: NotificationsAnswer) => answer.items.map((item) => item.id);

describe('notifications: who may read them', () => {
  const t = useTestApp();

  it('are for signed-in users only (401), and the input is checked (400)', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.notifications.list })).statusCode,
    ).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: apiPaths.notifications.read,
      payload: { all: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');

    const { cookie } = await signedInUser(t, 'applicant');
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: [''] }]) {
      const refused = await markRead(t, cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    expect(await list(t, cookie)).toEqual({ items: [], unreadCount: 0 });
  });
});

describe('notifications: restaurants', () => {
  const t = useTestApp();

  it('get one New Application per application to their jobs of the last 7 days', async () => {
    const job = await buildJob(t, { title: 'Line Cook' });
    const restaurantCookie = await sessionCookieOf(t, job.restaurant);
    const { applicant } = await buildApplicantWithResume(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Ana', lastName: 'Lopez' })
      .where(eq(users.id, applicant.id));
    const id = await applyAs(t, applicant, job.id);

    const answer = await list(t, restaurantCookie);
    expect(answer.unreadCount).toBe(1);
    const [item] = answer.items;
    expect(item).toEqual({
      id: `application:${id}`,
      kind: 'new_application',
      type: 'application',
      params: { jobTitle: 'Line Cook', applicantName: 'Ana Lopez' },
      read: false,
      timestamp: expect.any(String),
      link: paths.restaurant.application(id),
    } satisfies NotificationView);
    expect(Date.now() - Date.parse(item?.timestamp ?? '')).toBeLessThan(day);

    // The applicant's application is still Pending: nothing for them yet.
    expect(await list(t, await sessionCookieOf(t, applicant))).toEqual({
      items: [],
      unreadCount: 0,
    });
  });

  it('keeps an application of 6 days 23 hours ago and drops one of 7 days ago', async () => {
    const job = await buildJob(t);
    const cookie = await sessionCookieOf(t, job.restaurant);
    const recent = await applyAs(t, (await buildApplicantWithResume(t)).applicant, job.id);
    const old = await applyAs(t, (await buildApplicantWithResume(t)).applicant, job.id);
    const now = Date.now();
    await setTimes(t, recent, { appliedAt: new Date(now - 7 * day + 60 * minute) });
    await setTimes(t, old, { appliedAt: new Date(now - 7 * day - minute) });
    expect(ids(await list(t, cookie))).toEqual([`application:${recent}`]);
  });

  it('never see another restaurant’s applications, nor status changes', async () => {
    const mine = await buildJob(t);
    const theirs = await buildJob(t);
    const { applicant } = await buildApplicantWithResume(t);
    const toMine = await applyAs(t, applicant, mine.id);
    const toTheirs = await applyAs(t, applicant, theirs.id);
    const cookie = await sessionCookieOf(t, mine.restaurant);
    await moveTo(t, cookie, toMine, 'Reviewed');
    const answer = await list(t, cookie);
    expect(ids(answer)).toEqual([`application:${toMine}`]);
    expect(ids(answer)).not.toContain(`application:${toTheirs}`);
  });
});

describe('notifications: applicants', () => {
  const t = useTestApp();

  it('get a status change per application not pending whose updatedAt moved', async () => {
    const job = await buildJob(t, { title: 'Sous Chef' });
    const restaurantCookie = await sessionCookieOf(t, job.restaurant);
    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    const id = await applyAs(t, applicant, job.id);
    expect((await list(t, cookie)).items).toEqual([]);

    await moveTo(t, restaurantCookie, id, 'Reviewed');
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    const reviewed = await list(t, cookie);
    expect(reviewed).toEqual({
      items: [
        {
          id: `status:${id}:${row?.updatedAt.getTime()}`,
          kind: 'status_changed',
          type: 'application',
          params: { jobTitle: 'Sous Chef', status: 'Reviewed' },
          read: false,
          timestamp: row?.updatedAt.toISOString(),
          link: paths.applicant.application(id),
        },
      ],
      unreadCount: 1,
    });

    // Read, then a later change: a new notification, unread again.
    expect((await markRead(t, cookie, { ids: ids(reviewed) })).json().unreadCount).toBe(0);
    await moveTo(t, restaurantCookie, id, 'Shortlisted');
    const shortlisted = await list(t, cookie);
    expect(shortlisted.unreadCount).toBe(1);
    expect(shortlisted.items).toHaveLength(1);
    expect(shortlisted.items[0]).toMatchObject({ params: { status: 'Shortlisted' }, read: false });
    expect(ids(shortlisted)).not.toEqual(ids(reviewed));
  });

  it('skip pending in any case, and a status whose updatedAt equals appliedAt', async () => {
    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    const appliedAt = new Date(Date.now() - 2 * day);
    const later = new Date(Date.now() - day);
    const make = async (status: string, updatedAt: Date) => {
      const id = await applyAs(t, applicant, (await buildJob(t)).id);
      // Not a status of the transition map: written as another client of the data might have.
      await t.database.db.execute(
        sql`UPDATE applications SET status = ${status}, applied_at = ${appliedAt.toISOString()},
            updated_at = ${updatedAt.toISOString()} WHERE id = ${id}`,
      );
      return id;
    };
    await make('Pending', later);
    await make('PENDING', later);
    await make('pending', later);
    await make('Reviewed', appliedAt);
    const shown = await make('Rejected', later);
    expect(ids(await list(t, cookie))).toEqual([`status:${shown}:${later.getTime()}`]);
  });
});

describe('notifications: messages', () => {
  const t = useTestApp();

  it('one New Message per unread message to me, linking to /messaging', async () => {
    const me = await buildUser(t, { userType: 'applicant' });
    const cookie = await sessionCookieOf(t, me);
    const sender = await buildUser(t, { userType: 'restaurant' });
    await t.database.db
      .update(users)
      .set({ firstName: 'Marco', lastName: 'Rossi' })
      .where(eq(users.id, sender.id));
    const unread = await sendMessage(t, sender, me);
    await sendMessage(t, sender, me, { read: true });
    await sendMessage(t, me, sender); // mine, to them

    const answer = await list(t, cookie);
    expect(answer).toEqual({
      items: [
        {
          id: `message:${unread.id}`,
          kind: 'new_message',
          type: 'message',
          params: { senderName: 'Marco Rossi' },
          read: false,
          timestamp: unread.createdAt.toISOString(),
          link: paths.messaging,
        },
      ],
      unreadCount: 1,
    });
    // The sender gets their own notification for the message to them, not for mine.
    expect(ids(await list(t, await sessionCookieOf(t, sender)))).toHaveLength(1);
  });

  it('names a restaurant by its venue, as the thread does; by the person without one', async () => {
    const me = await buildUser(t, { userType: 'applicant' });
    const named = async (userType: 'restaurant' | 'applicant', venueName: string | null) => {
      const sender = await buildUser(t, { userType });
      const { db } = t.database;
      await db
        .update(users)
        .set({ firstName: 'Jonah', lastName: 'Price' })
        .where(eq(users.id, sender.id));
      if (venueName !== null)
        await db.update(venues).set({ name: venueName }).where(eq(venues.id, sender.id));
      return sendMessage(t, sender, me);
    };
    const fromVenue = await named('restaurant', ' Casa Lola ');
    const fromUnnamedVenue = await named('restaurant', '  ');
    const fromNoProfile = await named('restaurant', null);
    const fromApplicant = await named('applicant', null);

    const names = new Map(
      (await list(t, await sessionCookieOf(t, me))).items.map((item) => [
        item.id,
        item.params.senderName,
      ]),
    );
    expect(names.get(`message:${fromVenue.id}`)).toBe('Casa Lola');
    expect(names.get(`message:${fromUnnamedVenue.id}`)).toBe('Jonah Price');
    expect(names.get(`message:${fromNoProfile.id}`)).toBe('Jonah Price');
    expect(names.get(`message:${fromApplicant.id}`)).toBe('Jonah Price');
  });

  it('a sender who deleted their account has no name (the browser says Deleted user)', async () => {
    const me = await buildUser(t);
    const sender = await buildUser(t, { userType: 'restaurant' });
    const message = await sendMessage(t, sender, me);
    await t.database.db.delete(users).where(eq(users.id, sender.id));
    const [item] = (await list(t, await sessionCookieOf(t, me))).items;
    expect(item).toMatchObject({ id: `message:${message.id}`, params: { senderName: '' } });
  });

  it('disappears once the message is read in its conversation (not by the bell)', async () => {
    const me = await buildUser(t);
    const cookie = await sessionCookieOf(t, me);
    const message = await sendMessage(t, await buildUser(t, { userType: 'restaurant' }), me);
    const answer = (await markRead(t, cookie, { all: true })).json() as NotificationsAnswer;
    expect(answer.items).toMatchObject([{ id: `message:${message.id}`, read: true }]);
    await t.database.db.execute(sql`UPDATE messages SET read = true WHERE id = ${message.id}`);
    expect((await list(t, cookie)).items).toEqual([]);
  });

  it('admins get messages only', async () => {
    const admin = await buildUser(t, { userType: 'admin' });
    const cookie = await sessionCookieOf(t, admin);
    const message = await sendMessage(t, await buildUser(t), admin);
    expect(ids(await list(t, cookie))).toEqual([`message:${message.id}`]);
  });
});

describe('notifications: order, bound and read state', () => {
  const t = useTestApp();

  /** A restaurant with one application (an hour ago) and one unread message (now). */
  async function restaurantWithTwo() {
    const job = await buildJob(t);
    const restaurant = job.restaurant as SessionUser & { password?: string };
    const cookie = await sessionCookieOf(t, restaurant);
    const { applicant } = await buildApplicantWithResume(t);
    const applicationId = await applyAs(t, applicant, job.id);
    await setTimes(t, applicationId, {
      appliedAt: new Date(Date.now() - 60 * minute),
      updatedAt: new Date(Date.now() - 60 * minute),
    });
    const message = await sendMessage(t, applicant, restaurant);
    return { restaurant, cookie, applicationId, message, applicant };
  }

  it('lists newest first across kinds', async () => {
    const { cookie, applicationId, message } = await restaurantWithTwo();
    expect(ids(await list(t, cookie))).toEqual([
      `message:${message.id}`,
      `application:${applicationId}`,
    ]);
  });

  it('keeps the newest 100', async () => {
    const me = await buildUser(t);
    const sender = await buildUser(t, { userType: 'restaurant' });
    const start = Date.now() - 200 * minute;
    const sent = [];
    for (let i = 0; i < 105; i += 1) {
      sent.push(await sendMessage(t, sender, me, { createdAt: new Date(start + i * minute) }));
    }
    const answer = await list(t, await sessionCookieOf(t, me));
    expect(answer.unreadCount).toBe(100);
    expect(ids(answer)).toEqual(
      sent
        .slice(5)
        .reverse()
        .map((message) => `message:${message.id}`),
    );
  });

  it('marks one read, ignoring ids that are not mine', async () => {
    const { cookie, restaurant, applicationId, message } = await restaurantWithTwo();
    const other = await restaurantWithTwo();
    const response = await markRead(t, cookie, {
      ids: [
        `application:${applicationId}`,
        `application:${other.applicationId}`,
        `message:${other.message.id}`,
        'message:00000000-0000-0000-0000-000000000000',
        'made-up',
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      unreadCount: 1,
      items: [
        { id: `message:${message.id}`, read: false },
        { id: `application:${applicationId}`, read: true },
      ],
    });
    const stored = await t.database.db
      .select({ id: notificationReads.notificationId })
      .from(notificationReads)
      .where(eq(notificationReads.userId, restaurant.id));
    expect(stored.map((row) => row.id)).toEqual([`application:${applicationId}`]);
    // The other restaurant's are untouched, and marking again is harmless.
    expect((await list(t, other.cookie)).unreadCount).toBe(2);
    expect((await markRead(t, cookie, { ids: [`application:${applicationId}`] })).statusCode).toBe(
      200,
    );
  });

  it('marks all read: the badge is 0 and stays 0, until something new arrives', async () => {
    const { cookie, applicant, restaurant } = await restaurantWithTwo();
    const answer = (await markRead(t, cookie, { all: true })).json() as NotificationsAnswer;
    expect(answer.unreadCount).toBe(0);
    expect(answer.items.every((item) => item.read)).toBe(true);
    expect((await list(t, cookie)).unreadCount).toBe(0);

    const next = await sendMessage(t, applicant, restaurant);
    const later = await list(t, cookie);
    expect(later.unreadCount).toBe(1);
    expect(later.items[0]).toMatchObject({ id: `message:${next.id}`, read: false });
  });

  it('read marks are per user', async () => {
    const { cookie, applicant, message } = await restaurantWithTwo();
    await markRead(t, cookie, { all: true });
    const mark = await t.database.db
      .select()
      .from(notificationReads)
      .where(
        and(
          eq(notificationReads.userId, applicant.id),
          eq(notificationReads.notificationId, `message:${message.id}`),
        ),
      );
    expect(mark).toEqual([]);
  });
});
