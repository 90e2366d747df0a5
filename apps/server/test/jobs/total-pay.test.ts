import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { jobCreateInput } from '@brigade/shared/jobs/job-requests';
import { weeklyTotal } from '@brigade/shared/jobs/total-pay';
import type { WeekGrid } from '@brigade/shared/resumes/resume-input';
import { slotCount, weekGridMask } from '@brigade/shared/resumes/week-mask';
import { jobs } from '../../src/db/schema/jobs.ts';
import { signedInUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant, giveVenue, jobDefaults, uniqueWord } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

const evenings: WeekGrid = { thu: ['dinner'], fri: ['dinner', 'late'], sat: ['dinner', 'late'] };

/**
 * Issue 16, total pay: a listing's tip model and typical tips, the estimated total a week that
 * cards and job pages show, and Browse Jobs filtering and sorting by it within a currency.
 */
describe('total pay', () => {
  const t = useTestApp();
  const city = uniqueWord('Tips');
  const ids = {} as Record<string, string>;

  beforeAll(async () => {
    const restaurant = await buildRestaurant(t, { currency: 'GBP', country: 'GB' });
    const job = async (name: string, options: Parameters<typeof buildJob>[1]) => {
      ids[name] = (await buildJob(t, { restaurant, city, title: name, ...options })).id;
    };
    // 38 h at £13: £494 a week; 5 shifts with £20–30 tips: £594–644.
    await job('pooled', {
      salary: 13,
      hoursMin: 38,
      hoursMax: null,
      shifts: evenings,
      tipModel: 'pooled',
      tipsMin: 20,
      tipsMax: 30,
    });
    // £15 an hour for 38 h, no tips: £570.
    await job('noTips', { salary: 15, hoursMin: 38, hoursMax: null });
    // £2,600 a month: £600 a week, tips on top without a figure.
    await job('monthly', { salary: 2600, payPeriod: 'month', tipModel: 'kept' });
    await job('unpaid', {});
  });

  const read = async (id: string | undefined) =>
    (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json();

  it('shows the tips and the venue’s estimate on the job’s page', async () => {
    const page = await read(ids.pooled);
    expect(page).toMatchObject({
      tipModel: 'pooled',
      tipsMin: 20,
      tipsMax: 30,
      tipsPer: 'shift',
      totalPay: { low: 590, high: 640, hoursMin: 38, hoursMax: 38, tips: 'included' },
    });
    expect((await read(ids.monthly)).totalPay).toMatchObject({ low: 600, tips: 'extra' });
    expect((await read(ids.unpaid)).totalPay).toBeNull();
  });

  async function search(params: Record<string, string>) {
    const query = new URLSearchParams({ city, ...params });
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { id: string; totalPay: unknown }[];
    return items.map((item) => Object.keys(ids).find((name) => ids[name] === item.id));
  }

  it('sorts Browse Jobs by the estimated total, highest first, within the currency', async () => {
    expect(await search({ sort: 'total', currency: 'GBP' })).toEqual([
      'pooled',
      'monthly',
      'noTips',
      'unpaid',
    ]);
  });

  it('filters Browse Jobs by a least estimated total a week, in one currency', async () => {
    expect(await search({ minTotal: '590', currency: 'GBP', sort: 'total' })).toEqual([
      'pooled',
      'monthly',
    ]);
    expect(await search({ minTotal: '590', currency: 'EUR' })).toEqual([]);
  });

  it('gives every list the estimate (cards show it)', async () => {
    const query = new URLSearchParams({ city, sort: 'total', currency: 'GBP' });
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
    expect(response.json().items[0].totalPay).toEqual({
      low: 590,
      high: 640,
      hoursMin: 38,
      hoursMax: 38,
      tips: 'included',
    });
  });

  it('keeps the database’s weekly total equal to the shared estimate', async () => {
    const cases = [
      { salary: 12.5, salaryMax: 14, hoursMin: 30, hoursMax: 38 },
      {
        salary: 480,
        payPeriod: 'week' as const,
        shifts: evenings,
        tipModel: 'pooled' as const,
        tipsMin: 15,
      },
      { salary: 2100, salaryMax: 2450.5, payPeriod: 'month' as const },
      { salary: 31_000, payPeriod: 'year' as const, hoursMin: 40, hoursMax: null },
      {
        salary: 11.44,
        tipModel: 'kept' as const,
        tipsMin: 1.5,
        tipsMax: 2.25,
        tipsPer: 'hour' as const,
      },
      {
        salary: 13,
        shifts: evenings,
        shiftsPerWeek: 3,
        tipModel: 'service_charge' as const,
        tipsMin: 25,
        tipsMax: 35.5,
      },
      { salary: 13, shifts: evenings, tipModel: 'pooled' as const, tipsMin: 25 },
    ];
    const restaurant = await buildRestaurant(t);
    const built = await Promise.all(cases.map((fields) => buildJob(t, { restaurant, ...fields })));
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          built.map((job) => job.id),
        ),
      );
    for (const [index, fields] of cases.entries()) {
      const input = jobCreateInput.parse({ ...jobDefaults, ...fields, publish: true });
      const shiftsAWeek = input.shiftsPerWeek ?? slotCount(weekGridMask(input.shifts));
      const row = rows.find((candidate) => candidate.id === built[index]?.id);
      const expected = weeklyTotal({ ...input, shiftsAWeek })?.high;
      expect(row?.weeklyTotal, JSON.stringify(fields)).toBeCloseTo(expected ?? Number.NaN, 2);
    }
  });

  describe('posting', () => {
    async function post(payload: object) {
      const { user, cookie } = await signedInUser(t, 'restaurant');
      await giveVenue(t, user);
      return t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        payload: { ...jobDefaults, publish: true, ...payload },
        headers: { cookie },
      });
    }
    const fieldErrors = async (payload: object) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json().error.fields);
    };

    it('refuses typical tips for a job without tips, and per-shift tips without shifts', async () => {
      expect(await fieldErrors({ tipsMin: 20 })).toContain('validation.tipsWithoutModel');
      expect(await fieldErrors({ tipModel: 'pooled', tipsMin: 20 })).toContain(
        'validation.tipsPerShiftNeedsShifts',
      );
      expect(await fieldErrors({ tipModel: 'jar' })).toContain('validation.tipModelInvalid');
    });

    it('keeps what the venue declares', async () => {
      const response = await post({
        tipModel: 'kept',
        tipsMin: 1.5,
        tipsPer: 'hour',
        salary: 12,
      });
      expect(response.statusCode).toBe(201);
      expect(await read(response.json().id)).toMatchObject({
        tipModel: 'kept',
        tipsMin: 1.5,
        tipsMax: null,
        tipsPer: 'hour',
        totalPay: { low: 410, high: 510, tips: 'included' },
      });
    });
  });
});
