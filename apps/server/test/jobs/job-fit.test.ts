import type { JobSearchPage, JobSummary } from '@brigade/shared/jobs/job-answers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant, uniqueWord } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

// Shifts that fit (issue 16): a signed-in applicant sees how each job's shifts fall in their
// resume's availability, and can keep only the jobs that fit or put the best fit first.
describe('jobs that fit your availability', () => {
  const t = useTestApp();
  const city = uniqueWord('Fitton');
  let cookie: string;
  const ids: Record<'all' | 'half' | 'onePerWeek' | 'noShifts', string> = {
    all: '',
    half: '',
    onePerWeek: '',
    noShifts: '',
  };

  beforeAll(async () => {
    const { applicant } = await buildApplicantWithResume(t, {
      availability: { mon: ['lunch', 'dinner'], tue: ['dinner'] },
    });
    cookie = await sessionCookieOf(t, applicant);
    const restaurant = await buildRestaurant(t);
    const post = (title: string, shifts: object, publishedAt: Date) =>
      buildJob(t, { restaurant, city, title, shifts, publishedAt });
    const day = 86_400_000;
    ids.all = (
      await post(
        'All three',
        { mon: ['lunch', 'dinner'], tue: ['dinner'] },
        new Date(Date.now() - 3 * day),
      )
    ).id;
    ids.half = (
      await post('Half', { mon: ['lunch'], wed: ['dinner'] }, new Date(Date.now() - day))
    ).id;
    ids.onePerWeek = (
      await post(
        'One a week',
        { mon: ['dinner'], wed: ['dinner'], thu: ['dinner'] },
        new Date(Date.now() - 2 * day),
      )
    ).id;
    // Any one of its three evenings a week: one the applicant can work is enough.
    await t.database.db.update(jobs).set({ shiftsPerWeek: 1 }).where(eq(jobs.id, ids.onePerWeek));
    ids.noShifts = (await post('No shifts named', {}, new Date())).id;
  });

  const search = async (params: string, as = cookie) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?city=${city}&${params}`,
      headers: as ? { cookie: as } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<JobSearchPage>().items;
  };
  const fitOf = (items: JobSummary[], id: string) => items.find((job) => job.id === id)?.fit;

  it("tells a signed-in applicant each job's fit, counted from the masks", async () => {
    const items = await search('');
    expect(fitOf(items, ids.all)).toEqual({ shared: 3, slots: 3, needed: 3 });
    expect(fitOf(items, ids.half)).toEqual({ shared: 1, slots: 2, needed: 2 });
    expect(fitOf(items, ids.onePerWeek)).toEqual({ shared: 1, slots: 3, needed: 1 });
    expect(fitOf(items, ids.noShifts)).toBeNull();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${ids.half}`,
      headers: { cookie },
    });
    expect(page.json<JobSummary>().fit).toEqual({ shared: 1, slots: 2, needed: 2 });
  });

  it('keeps only the jobs that fit, or puts the best fit first', async () => {
    expect((await search('fits=true')).map((job) => job.id)).toEqual([ids.onePerWeek, ids.all]);
    // Both that fit cover all they need (newest first between them), then half, then unknown.
    expect((await search('sort=fit')).map((job) => job.id)).toEqual([
      ids.onePerWeek,
      ids.all,
      ids.half,
      ids.noShifts,
    ]);
  });

  it('says nothing of fit to anyone else, and ignores the fit filter and sort for them', async () => {
    const { cookie: restaurant } = await signedInUser(t, 'restaurant');
    const { cookie: noResume } = await signedInUser(t, 'applicant');
    for (const as of ['', restaurant, noResume]) {
      const items = await search('fits=true&sort=fit', as);
      expect(items.map((job) => job.fit)).toEqual([null, null, null, null]);
      // Newest first, as without the sort.
      expect(items.map((job) => job.id)).toEqual([ids.noShifts, ids.half, ids.onePerWeek, ids.all]);
    }
  });
});
