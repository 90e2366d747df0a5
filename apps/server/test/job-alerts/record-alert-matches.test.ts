import { jobAlertInput } from '@brigade/shared/jobs/job-alerts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { users } from '../../src/db/schema/users.ts';
import { changeJobAlert } from '../../src/services/job-alerts/change-job-alert.ts';
import { createJobAlert } from '../../src/services/job-alerts/create-job-alert.ts';
import { recordAlertMatches } from '../../src/services/job-alerts/record-alert-matches.ts';
import { buildUser } from '../support/accounts.ts';
import { buildJob, uniqueWord } from '../support/jobs.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';

/** An alert of `userId` (a new applicant's by default) on that search. */
async function alertOn(
  t: TestApp,
  query: Record<string, string>,
  options: { userId?: string; name?: string; frequency?: 'instant' | 'daily' } = {},
) {
  const userId = options.userId ?? (await buildUser(t)).id;
  const input = jobAlertInput.parse({
    name: options.name ?? 'My alert',
    query,
    frequency: options.frequency,
  });
  return createJobAlert(t.ctx, userId, input);
}

/** The matches recorded for the job, among these alerts only (other tests' alerts may match). */
async function matchesAmong(t: TestApp, jobId: string, alertIds: string[]) {
  const matches = await recordAlertMatches(t.database.db, jobId);
  return matches.filter((match) => alertIds.includes(match.alertId));
}

describe('recordAlertMatches', () => {
  const t = useTestApp();

  it('records a matching alert once and answers who to tell; a second call answers nothing', async () => {
    const city = uniqueWord('City');
    const owner = await buildUser(t);
    const alert = await alertOn(
      t,
      { role: 'cook', city: city.toLowerCase() },
      { userId: owner.id, name: 'Cooks', frequency: 'daily' },
    );
    const job = await buildJob(t, { role: 'cook', city });
    expect(await matchesAmong(t, job.id, [alert.id])).toEqual([
      { alertId: alert.id, userId: owner.id, alertName: 'Cooks', frequency: 'daily' },
    ]);
    expect(await matchesAmong(t, job.id, [alert.id])).toEqual([]);
  });

  it('answers a match to only one of two calls at once', async () => {
    const city = uniqueWord('City');
    const alert = await alertOn(t, { city });
    const job = await buildJob(t, { city });
    const both = await Promise.all([
      matchesAmong(t, job.id, [alert.id]),
      matchesAmong(t, job.id, [alert.id]),
    ]);
    expect(both.flat().map((match) => match.alertId)).toEqual([alert.id]);
  });

  it('applies each filter as Browse Jobs does (words, role, contract, city, pay on hourly terms, total a week)', async () => {
    const city = uniqueWord('City');
    const word = uniqueWord('Dish');
    const job = await buildJob(t, {
      title: `Line Cook ${word}`,
      role: 'cook',
      employmentType: 'full_time',
      city,
      salary: 15,
      payPeriod: 'hour',
    });
    const alerts = {
      words: await alertOn(t, { q: word }),
      otherWords: await alertOn(t, { q: uniqueWord('Nothing'), city }),
      role: await alertOn(t, { role: 'bartender', city }),
      contract: await alertOn(t, { employmentType: 'part_time', city }),
      city: await alertOn(t, { city: uniqueWord('Elsewhere') }),
      payBelow: await alertOn(t, { minPay: '14', payPeriod: 'hour', city }),
      payAbove: await alertOn(t, { minPay: '16', payPeriod: 'hour', city }),
      yearlyBelow: await alertOn(t, { minPay: '20000', payPeriod: 'year', city }),
      yearlyAbove: await alertOn(t, { minPay: '40000', payPeriod: 'year', city }),
      // 15 an hour for up to 38 hours: an estimated 570 a week at most.
      totalBelow: await alertOn(t, { minTotal: '560', city }),
      totalAbove: await alertOn(t, { minTotal: '580', city }),
      everything: await alertOn(t, {
        q: word,
        role: 'cook',
        employmentType: 'full_time',
        city,
        minPay: '15',
      }),
    };
    const ids = Object.values(alerts).map((alert) => alert.id);
    const matched = (await matchesAmong(t, job.id, ids)).map((match) => match.alertId).sort();
    expect(matched).toEqual(
      [alerts.words, alerts.payBelow, alerts.yearlyBelow, alerts.totalBelow, alerts.everything]
        .map((alert) => alert.id)
        .sort(),
    );
  });

  it('skips paused alerts (a resumed one matches the next listing)', async () => {
    const city = uniqueWord('City');
    const owner = await buildUser(t);
    const alert = await alertOn(t, { city }, { userId: owner.id });
    await changeJobAlert(t.ctx, owner.id, alert.id, { paused: true });
    const first = await buildJob(t, { city });
    expect(await matchesAmong(t, first.id, [alert.id])).toEqual([]);
    await changeJobAlert(t.ctx, owner.id, alert.id, { paused: false });
    const second = await buildJob(t, { city });
    expect(await matchesAmong(t, second.id, [alert.id])).toHaveLength(1);
  });

  it('skips alerts of deactivated or deleted accounts, and of the listing’s own restaurant', async () => {
    const city = uniqueWord('City');
    const deactivated = await buildUser(t);
    const deleted = await buildUser(t);
    const job = await buildJob(t, { city });
    const alerts = [
      await alertOn(t, { city }, { userId: deactivated.id }),
      await alertOn(t, { city }, { userId: deleted.id }),
      await alertOn(t, { city }, { userId: job.restaurant.id }),
    ];
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    await t.database.db.delete(users).where(eq(users.id, deleted.id));
    expect(
      await matchesAmong(
        t,
        job.id,
        alerts.map((alert) => alert.id),
      ),
    ).toEqual([]);
  });

  it('matches no listing that is closed, a draft, removed, or not there', async () => {
    const city = uniqueWord('City');
    const alert = await alertOn(t, { city });
    const closed = await buildJob(t, { city, status: 'closed' });
    const draft = await buildJob(t, { city, status: 'draft' });
    const removed = await buildJob(t, { city });
    await t.database.db.update(jobs).set({ removedAt: new Date() }).where(eq(jobs.id, removed.id));
    for (const jobId of [closed.id, draft.id, removed.id]) {
      expect(await matchesAmong(t, jobId, [alert.id])).toEqual([]);
    }
    expect(await recordAlertMatches(t.database.db, '00000000-0000-4000-8000-000000000000')).toEqual(
      [],
    );
    expect(await recordAlertMatches(t.database.db, 'not-an-id')).toEqual([]);
  });
});
