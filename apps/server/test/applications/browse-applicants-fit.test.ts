import type { Page } from '@brigade/shared/jobs/job-answers';
import type { ResumeCard } from '@brigade/shared/resumes/resume-answers';
import type { WeekGrid } from '@brigade/shared/resumes/resume-input';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob, uniqueWord } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

// Shifts that fit (issue 16): Browse Applicants fits each resume to one of the restaurant's own
// listings, and can put the best fit first; nobody may fit to another venue's listing.
describe('Browse Applicants fitted to a listing', () => {
  const t = useTestApp();
  // A word only these resumes carry, so other tests' resumes stay out of the list.
  const word = uniqueWord('Fitskill').toLowerCase();
  let cookie: string;
  let jobId: string;
  const ids = { all: '', one: '', none: '' };

  beforeAll(async () => {
    const job = await buildJob(t, { shifts: { mon: ['lunch', 'dinner'], tue: ['dinner'] } });
    jobId = job.id;
    cookie = await sessionCookieOf(t, job.restaurant);
    // Saved in this order, so the most recently updated (the order without a fit) is none, one, all.
    const resumes: [keyof typeof ids, WeekGrid][] = [
      ['all', { mon: ['lunch', 'dinner'], tue: ['dinner'] }],
      ['one', { tue: ['dinner'], sat: ['late'] }],
      ['none', {}],
    ];
    for (const [key, availability] of resumes) {
      const { resume } = await buildApplicantWithResume(t, { availability, skills: [word] });
      ids[key] = resume.id;
    }
  });

  const browse = (params: string, as = cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/resumes?q=${word}&${params}`,
      headers: { cookie: as },
    });
  const items = async (params: string) => {
    const response = await browse(params);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<ResumeCard>>().items;
  };

  it('says nothing of fit until a listing is chosen', async () => {
    const found = await items('');
    expect(found.map((card) => card.id)).toEqual([ids.none, ids.one, ids.all]);
    expect(found.map((card) => card.fit)).toEqual([null, null, null]);
  });

  it('counts each resume’s fit to the chosen listing, and sorts the best fit first', async () => {
    const fitted = await items(`fitJobId=${jobId}`);
    expect(fitted.map((card) => card.id)).toEqual([ids.none, ids.one, ids.all]);
    expect(fitted.map((card) => card.fit)).toEqual([
      null,
      { shared: 1, slots: 3, needed: 3 },
      { shared: 3, slots: 3, needed: 3 },
    ]);
    const sorted = await items(`fitJobId=${jobId}&sort=fit`);
    expect(sorted.map((card) => card.id)).toEqual([ids.all, ids.one, ids.none]);
  });

  it('refuses another venue’s listing (403) and an unknown one (404)', async () => {
    const other = await buildJob(t, { shifts: { mon: ['lunch'] } });
    expect((await browse(`fitJobId=${other.id}`)).statusCode).toBe(403);
    expect((await browse('fitJobId=7f2c1a52-3a4e-4c7e-9b1d-0c8f6e2a9d31')).statusCode).toBe(404);
    const { cookie: admin } = await signedInUser(t, 'admin');
    expect((await browse(`fitJobId=${jobId}`, admin)).statusCode).toBe(403);
  });
});
