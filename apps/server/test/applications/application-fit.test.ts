import type {
  ApplicationDetail,
  ApplicationSummary,
} from '@brigade/shared/applications/application-answers';
import type { Page } from '@brigade/shared/jobs/job-answers';
import type { WeekGrid } from '@brigade/shared/resumes/resume-input';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

// Shifts that fit (issue 16): the restaurant sees how each applicant's availability fits the
// job's shifts on its applications, and can put the best fit first.
describe('how applicants fit a job’s shifts', () => {
  const t = useTestApp();
  let restaurantCookie: string;
  let jobId: string;
  const ids = { all: '', one: '', none: '' };

  beforeAll(async () => {
    const job = await buildJob(t, { shifts: { mon: ['lunch', 'dinner'], tue: ['dinner'] } });
    jobId = job.id;
    restaurantCookie = await sessionCookieOf(t, job.restaurant);
    // Applied oldest first: all three shifts, then no availability given, then one shift.
    const applying: [keyof typeof ids, WeekGrid][] = [
      ['all', { mon: ['lunch', 'dinner'], tue: ['dinner'], sun: ['late'] }],
      ['none', {}],
      ['one', { tue: ['dinner'], wed: ['lunch'] }],
    ];
    for (const [key, availability] of applying) {
      const { applicant } = await buildApplicantWithResume(t, { availability });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        headers: { cookie: await sessionCookieOf(t, applicant) },
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(201);
      ids[key] = response.json<{ id: string }>().id;
    }
  });

  const inbox = async (params: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/applications?jobId=${jobId}&${params}`,
      headers: { cookie: restaurantCookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Page<ApplicationSummary>>().items;
  };

  it('counts each applicant’s fit from the masks, on the list and the application', async () => {
    const items = await inbox('');
    expect(items.map((item) => item.id)).toEqual([ids.one, ids.none, ids.all]);
    expect(items.map((item) => item.fit)).toEqual([
      { shared: 1, slots: 3, needed: 3 },
      null,
      { shared: 3, slots: 3, needed: 3 },
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${ids.all}`,
      headers: { cookie: restaurantCookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json<ApplicationDetail>().fit).toEqual({ shared: 3, slots: 3, needed: 3 });
  });

  it('puts the best fit first with sort=fit, unknown fits last', async () => {
    expect((await inbox('sort=fit')).map((item) => item.id)).toEqual([ids.all, ids.one, ids.none]);
    // Anything else is newest first.
    expect((await inbox('sort=nonsense')).map((item) => item.id)).toEqual([
      ids.one,
      ids.none,
      ids.all,
    ]);
  });
});
