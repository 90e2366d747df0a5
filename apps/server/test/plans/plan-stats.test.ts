import type { ListingStats } from '@brigade/shared/jobs/job-answers';
import type { WeekGrid } from '@brigade/shared/resumes/resume-input';
import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { restaurantOn } from './plan-fixtures.ts';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';

const view = (t: TestApp, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.jobs.views(id),
    headers: { 'user-agent': browser, ...headers },
  });

const statsOf = (t: TestApp, cookie: string, id: string) =>
  t.app.inject({ method: 'GET', url: apiPaths.jobs.stats(id), headers: { cookie } });

/** Listing statistics (Growth and Scale): views of its page, applications, applicants' fit. */
describe('plans: listing statistics', () => {
  const t = useTestApp();

  it('are refused on Starter with the plan message', async () => {
    const { user, cookie } = await restaurantOn(t, null);
    const job = await buildJob(t, { restaurant: user });
    expect((await statsOf(t, cookie, job.id)).json()).toMatchObject({
      error: { code: 'plan_stats_required' },
    });
  });

  it('count people’s views (not crawlers’, not its own venue’s), applications and how applicants fit', async () => {
    const { user, cookie } = await restaurantOn(t, 'growth');
    const job = await buildJob(t, {
      restaurant: user,
      shifts: { mon: ['lunch', 'dinner'], tue: ['dinner'] },
    });
    expect((await view(t, job.id)).statusCode).toBe(204);
    expect((await view(t, job.id)).statusCode).toBe(204);
    expect((await view(t, job.id, { 'user-agent': 'Googlebot/2.1' })).statusCode).toBe(204);
    expect((await view(t, job.id, { cookie })).statusCode).toBe(204);
    expect((await view(t, 'not-a-job')).statusCode).toBe(204);

    const applying: WeekGrid[] = [
      { mon: ['lunch', 'dinner'], tue: ['dinner'] },
      { tue: ['dinner'] },
      { sun: ['late'] },
      {},
    ];
    for (const availability of applying) {
      const { applicant } = await buildApplicantWithResume(t, { availability });
      await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
    }
    const stats = await statsOf(t, cookie, job.id);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json<ListingStats>()).toEqual({
      views: { total: 2, lastWeek: 2 },
      applications: 4,
      fit: { all: 1, some: 1, none: 1, unknown: 1 },
    });
    const stranger = await restaurantOn(t, 'growth');
    expect((await statsOf(t, stranger.cookie, job.id)).statusCode).toBe(403);
  });
});
