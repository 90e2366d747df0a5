import { listingLifetimeDays } from '@brigade/shared/jobs/listing-expiry';
import type { NotificationsAnswer } from '@brigade/shared/notifications/notification-answers';
import { apiPaths } from '@brigade/shared/routes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { mailEvents } from '../../src/db/schema/mail-notifications.ts';
import { notificationReads } from '../../src/db/schema/notification-reads.ts';
import { notificationIds } from '../../src/services/notifications/notification-ids.ts';
import { changeJobStatus } from '../../src/services/jobs/change-job-status.ts';
import { scheduleListingExpiry } from '../../src/services/listing-expiry/schedule-listing-expiry.ts';
import { hourlyMaintenance } from '../../src/services/maintenance/hourly-maintenance.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { buildUser, sessionCookieOf } from '../support/accounts.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { drainMailQueue, mailsFor, subjectOf } from '../support/mail.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';
import { applyAs } from '../notifications/notification-fixtures.ts';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const smtp = await startSmtpSink();

describe('listing expiry (validThrough, renew, closing by itself)', () => {
  afterAll(() => smtp.close());
  const t = useTestApp({
    config: loadConfig({ SMTP_URL: smtp.url, APP_URL: 'https://brigade.example' }),
  });

  const stored = async (id: string) => {
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    if (!row) throw new Error('no job');
    return row;
  };

  /** The pending expiry work of one job, by kind. */
  const queued = async (jobId: string) => {
    const result = await t.database.db.execute<{ kind: string; run_at: string | Date }>(sql`
      select kind, run_at from queued_work
      where payload @> ${JSON.stringify({ jobId })}::jsonb and kind like 'jobs.%' and state = 'pending'
      order by run_at`);
    return result.rows.map((row) => ({ kind: row.kind, runAt: new Date(row.run_at).getTime() }));
  };

  /** A listing published 59 days ago: one day left, its work queued as publishing would. */
  /**
   * A listing closing tomorrow. `warned`: its warning went out already (a mailed event), so the
   * hourly sweep that other test files run on the shared PostgreSQL database leaves it alone;
   * without it, such a sweep may warn it at any moment (it is within the warning's days).
   */
  async function nearlyExpired(options: { title?: string; warned?: boolean } = {}) {
    const restaurant = await buildRestaurant(t, { venueName: 'Chez Marcel' });
    const job = await buildJob(t, { restaurant, title: options.title ?? 'Sous Chef' });
    const validThrough = inDays(1);
    await t.database.db.update(jobs).set({ validThrough }).where(eq(jobs.id, job.id));
    if (options.warned) {
      await t.database.db.insert(mailEvents).values({
        recipientId: restaurant.id,
        topic: 'listings',
        type: 'job_expiring',
        subjectId: job.id,
        payload: { validThrough: validThrough.toISOString() },
        mailedAt: new Date(),
      });
    }
    await scheduleListingExpiry(t.database.db, job.id, validThrough);
    return { restaurant, job, validThrough };
  }

  const renew = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.jobs.renew(id),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('sets validThrough 60 days after publishing and reopening, and drops it on closing', async () => {
    const restaurant = await buildRestaurant(t);
    const draft = await buildJob(t, { restaurant, status: 'draft' });
    expect(draft.validThrough).toBeNull();
    expect(await queued(draft.id)).toEqual([]);

    const open = await buildJob(t, { restaurant });
    const published = Date.parse(open.publishedAt ?? '');
    expect(Date.parse(open.validThrough ?? '')).toBe(published + listingLifetimeDays * DAY);
    const validThrough = Date.parse(open.validThrough ?? '');
    expect(await queued(open.id)).toEqual([
      { kind: 'jobs.expiry-warning', runAt: validThrough - 3 * DAY },
      { kind: 'jobs.expire', runAt: validThrough },
    ]);

    const closed = await changeJobStatus(t.ctx, restaurant, open.id, 'closed');
    expect(closed.validThrough).toBeNull();
    const reopened = await changeJobStatus(t.ctx, restaurant, open.id, 'open');
    expect(Date.parse(reopened.validThrough ?? '')).toBe(
      Date.parse(reopened.publishedAt ?? '') + listingLifetimeDays * DAY,
    );
    // The owner's page and the public page both say it.
    const page = await t.app.inject({ method: 'GET', url: apiPaths.jobs.job(open.id) });
    expect(page.json<{ validThrough: string }>().validThrough).toBe(reopened.validThrough);
  });

  it('renews for its restaurant only: open listings and expired ones, nothing else', async () => {
    const restaurant = await buildRestaurant(t);
    const cookie = await sessionCookieOf(t, restaurant);
    const job = await buildJob(t, { restaurant, publishedAt: new Date(Date.now() - 10 * DAY) });
    const before = await stored(job.id);

    expect((await renew(job.id)).statusCode).toBe(401);
    const applicant = await buildUser(t);
    expect((await renew(job.id, await sessionCookieOf(t, applicant))).statusCode).toBe(403);
    const otherRestaurant = await buildRestaurant(t);
    const other = await renew(job.id, await sessionCookieOf(t, otherRestaurant));
    expect(other.statusCode).toBe(403);
    expect(other.json<{ error: { code: string } }>().error.code).toBe('forbidden');

    const started = Date.now();
    const renewed = await renew(job.id, cookie);
    expect(renewed.statusCode).toBe(200);
    const answer = renewed.json<{ validThrough: string; publishedAt: string; status: string }>();
    expect(answer.status).toBe('open');
    expect(Date.parse(answer.validThrough)).toBeGreaterThanOrEqual(
      started + listingLifetimeDays * DAY,
    );
    // Renewing is not a way back to the top of "newest".
    expect(answer.publishedAt).toBe(before.publishedAt?.toISOString());

    const draft = await buildJob(t, { restaurant, status: 'draft' });
    const closedByHand = await buildJob(t, { restaurant, status: 'closed' });
    for (const id of [draft.id, closedByHand.id]) {
      const refused = await renew(id, cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('listing_not_renewable');
    }
    expect((await renew(crypto.randomUUID(), cookie)).statusCode).toBe(404);
  });

  it('closes by itself at validThrough: applicants and the restaurant hear, and it can be renewed', async () => {
    const { restaurant, job, validThrough } = await nearlyExpired({ warned: true });
    const { applicant } = await buildApplicantWithResume(t);
    const applicationId = await applyAs(t, applicant, job.id);
    const scope = {
      people: [restaurant, applicant],
      applications: [applicationId],
      jobs: [job.id],
    };

    await drainMailQueue(t, scope, inDays(2));
    const closed = await stored(job.id);
    expect(closed.status).toBe('closed');
    expect(closed.closedReason).toBeNull();
    expect(closed.validThrough?.getTime()).toBe(validThrough.getTime());

    // Its own mail (the application has one of its own, to the same restaurant).
    const expiredMails = mailsFor(smtp.received, restaurant.email).filter((mail) =>
      subjectOf(mail).startsWith('Your listing'),
    );
    expect(expiredMails.map(subjectOf)).toEqual(['Your listing Sous Chef has expired']);
    const [expiredMail] = expiredMails;
    expect(expiredMail?.text).toContain('https://brigade.example/restaurant/dashboard');
    const applicantMails = mailsFor(smtp.received, applicant.email);
    expect(applicantMails.map((mail) => mail.text).join('\n')).toContain('Sous Chef');

    // Manage Listings reads it as expired: closed, its date kept, no reason.
    const cookie = await sessionCookieOf(t, restaurant);
    const listings = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.jobs.mine}?status=closed`,
      headers: { cookie },
    });
    const listing = listings
      .json<{ items: { id: string; validThrough: string | null; closedReason: string | null }[] }>()
      .items.find((item) => item.id === job.id);
    expect(listing).toMatchObject({ validThrough: validThrough.toISOString(), closedReason: null });

    // Running again (a retry, the sweep) changes nothing and mails nothing.
    const mailed = smtp.received.length;
    await hourlyMaintenance(t.ctx);
    await drainMailQueue(t, scope, inDays(3));
    expect(smtp.received.length).toBe(mailed);

    // Renewing an expired listing reopens it for another 60 days, as newly published.
    const renewed = await renew(job.id, cookie);
    expect(renewed.statusCode).toBe(200);
    const answer = renewed.json<{ status: string; validThrough: string; publishedAt: string }>();
    expect(answer.status).toBe('open');
    expect(Date.parse(answer.validThrough)).toBe(
      Date.parse(answer.publishedAt) + listingLifetimeDays * DAY,
    );
  });

  it('does nothing when the listing was renewed or closed since the work was queued', async () => {
    const { restaurant, job } = await nearlyExpired();
    const cookie = await sessionCookieOf(t, restaurant);
    expect((await renew(job.id, cookie)).statusCode).toBe(200);
    await drainMailQueue(t, { people: [restaurant], jobs: [job.id] }, inDays(2));
    expect((await stored(job.id)).status).toBe('open');
    expect(mailsFor(smtp.received, restaurant.email)).toHaveLength(0);

    const second = await nearlyExpired();
    await changeJobStatus(t.ctx, second.restaurant, second.job.id, 'closed');
    await drainMailQueue(t, { people: [second.restaurant], jobs: [second.job.id] }, inDays(2));
    expect(await stored(second.job.id)).toMatchObject({ status: 'closed', validThrough: null });
    expect(mailsFor(smtp.received, second.restaurant.email)).toHaveLength(0);
  });

  it('warns the restaurant three days before, once, and not when renewed meanwhile', async () => {
    const restaurant = await buildRestaurant(t);
    const job = await buildJob(t, { restaurant, title: 'Head Waiter' });
    await drainMailQueue(t, { people: [restaurant], jobs: [job.id] }, inDays(58));
    expect((await stored(job.id)).status).toBe('open');
    const mails = mailsFor(smtp.received, restaurant.email);
    expect(mails).toHaveLength(1);
    expect(subjectOf(mails[0])).toMatch(/^Your listing Head Waiter closes on /);
    expect(mails[0]?.text).toContain('Renew it in Manage Listings');

    // Within the warning's days already: no warning queued for that date.
    const { job: late, validThrough } = await nearlyExpired({ warned: true });
    expect(
      (await queued(late.id))
        .filter((work) => work.runAt <= validThrough.getTime())
        .map((work) => work.kind),
    ).toEqual(['jobs.expire']);

    const renewedFirst = await buildJob(t, { restaurant, title: 'Barista' });
    expect((await renew(renewedFirst.id, await sessionCookieOf(t, restaurant))).statusCode).toBe(
      200,
    );
    // Both warnings come due; the first one's date is no longer the listing's. The renewal is a
    // few milliseconds later, so its warning is due too and is the only one mailed.
    await drainMailQueue(t, { people: [restaurant], jobs: [renewedFirst.id] }, inDays(58));
    const barista = mailsFor(smtp.received, restaurant.email).filter((mail) =>
      subjectOf(mail).includes('Barista'),
    );
    expect(barista).toHaveLength(1);
  });

  it('the hourly sweep closes open listings past validThrough that no work will close', async () => {
    const restaurant = await buildRestaurant(t);
    const job = await buildJob(t, { restaurant, title: 'Night Porter' });
    // As migrated data: a date with microseconds in the past, and nothing queued for it.
    await t.database.db.execute(sql`
      update jobs set valid_through = now() - interval '1 hour 0.123456 seconds' where id = ${job.id}`);
    await t.database.db.execute(sql`
      delete from queued_work where payload @> ${JSON.stringify({ jobId: job.id })}::jsonb`);

    await hourlyMaintenance(t.ctx);
    await hourlyMaintenance(t.ctx);
    expect((await queued(job.id)).map((work) => work.kind)).toEqual(['jobs.expire']);

    await drainMailQueue(t, { people: [restaurant], jobs: [job.id] }, inDays(0.001));
    expect((await stored(job.id)).status).toBe('closed');
    const mails = mailsFor(smtp.received, restaurant.email);
    expect(mails.map(subjectOf)).toEqual(['Your listing Night Porter has expired']);
    // Closed now: the next sweep queues nothing for it.
    await hourlyMaintenance(t.ctx);
    expect(await queued(job.id)).toEqual([]);
  });

  it('the hourly sweep warns once of a listing closing within three days that has no warning', async () => {
    const restaurant = await buildRestaurant(t);
    const job = await buildJob(t, { restaurant, title: 'Pastry Chef' });
    // As migrated data (0013): a date two days ahead, to the microsecond, and nothing queued.
    await t.database.db.execute(sql`
      update jobs set valid_through = now() + interval '2 days 0.123456 seconds' where id = ${job.id}`);
    await t.database.db.execute(sql`
      delete from queued_work where payload @> ${JSON.stringify({ jobId: job.id })}::jsonb`);
    const scope = { people: [restaurant], jobs: [job.id] };
    const warnings = () =>
      mailsFor(smtp.received, restaurant.email).filter((mail) =>
        subjectOf(mail).startsWith('Your listing Pastry Chef closes on '),
      );

    await hourlyMaintenance(t.ctx);
    await hourlyMaintenance(t.ctx);
    // The warning only: its expiry is the sweep's once the date has passed.
    expect((await queued(job.id)).map((work) => work.kind)).toEqual(['jobs.expiry-warning']);
    // A moment ahead, so the mail its warning queues is due too.
    await drainMailQueue(t, scope, inDays(0.001));
    expect(warnings()).toHaveLength(1);
    expect((await stored(job.id)).status).toBe('open');

    // Warned: later sweeps queue nothing for that date, even once its finished work is pruned.
    await hourlyMaintenance(t.ctx);
    expect(await queued(job.id)).toEqual([]);
    await t.database.db.execute(sql`
      delete from queued_work where payload @> ${JSON.stringify({ jobId: job.id })}::jsonb`);
    await hourlyMaintenance(t.ctx);
    expect(await queued(job.id)).toEqual([]);
    await drainMailQueue(t, scope, inDays(0.001));
    expect(warnings()).toHaveLength(1);

    // A warning already queued (and due) for its date, or one still weeks away, gets no second.
    const { job: pending, validThrough } = await nearlyExpired({ title: 'Commis' });
    await scheduleListingExpiry(t.database.db, pending.id, validThrough, inDays(-10));
    const fresh = await buildJob(t, { restaurant });
    const before = [await queued(pending.id), await queued(fresh.id)];
    await hourlyMaintenance(t.ctx);
    expect([await queued(pending.id), await queued(fresh.id)]).toEqual(before);
    // For the current date (the 60-day one published with is stale): one expiry, one warning.
    const kinds = (work: { kind: string; runAt: number }[]) =>
      work.filter(({ runAt }) => runAt <= validThrough.getTime()).map(({ kind }) => kind);
    expect(kinds(before[0] ?? []).sort()).toEqual(['jobs.expire', 'jobs.expiry-warning']);
    expect((before[1] ?? []).map(({ kind }) => kind).sort()).toEqual([
      'jobs.expire',
      'jobs.expiry-warning',
    ]);
  });

  it('rings the bell: closing soon, then expired, each once per date', async () => {
    const { restaurant, job, validThrough } = await nearlyExpired({ title: 'Pastry Chef' });
    const cookie = await sessionCookieOf(t, restaurant);
    const bell = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: apiPaths.notifications.list,
          headers: { cookie },
        })
      ).json<NotificationsAnswer>();

    const soon = (await bell()).items.filter((item) => item.kind === 'job_expiring');
    expect(soon).toEqual([
      {
        id: `listing-expiring:${job.id}:${validThrough.getTime()}`,
        kind: 'job_expiring',
        type: 'job',
        params: { jobTitle: 'Pastry Chef', validThrough: validThrough.toISOString() },
        read: false,
        timestamp: new Date(validThrough.getTime() - 3 * DAY).toISOString(),
        link: '/restaurant/dashboard',
      },
    ]);

    // Expired (as the handler leaves it, without waiting a day): the other kind replaces it.
    const past = new Date(Date.now() - 60_000);
    await t.database.db
      .update(jobs)
      .set({ status: 'closed', validThrough: past })
      .where(eq(jobs.id, job.id));
    const items = (await bell()).items.filter((item) => item.kind.startsWith('job_'));
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['job_expired', `listing-expired:${job.id}:${past.getTime()}`],
    ]);

    // Read marks: the warning's can never come back (its date passed), the expiry's still can.
    const marks = {
      warning: notificationIds.listingExpiring(job.id, validThrough),
      expiry: notificationIds.listingExpired(job.id, past),
    };
    await t.database.db.insert(notificationReads).values(
      Object.values(marks).map((notificationId) => ({
        userId: restaurant.id,
        notificationId,
        readAt: new Date(Date.now() - 2 * DAY),
      })),
    );
    await hourlyMaintenance(t.ctx);
    const left = await t.database.db
      .select({ id: notificationReads.notificationId })
      .from(notificationReads)
      .where(eq(notificationReads.userId, restaurant.id));
    expect(left.map((row) => row.id)).toEqual([marks.expiry]);
    expect((await bell()).items.find((item) => item.id === marks.expiry)?.read).toBe(true);
  });
});
