import { applyInput } from '@brigade/shared/applications/application-input';
import type { JobSearchPage } from '@brigade/shared/jobs/job-answers';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant, uniqueWord } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

// The applicant dashboard's matches (issue 16): jobs already applied to are not recommended again.
describe('jobs not applied to (notApplied=true)', () => {
  const t = useTestApp();
  const city = uniqueWord('Appliedton');
  const word = uniqueWord('Saucier');
  let cookie: string;
  let otherApplicant: string;
  const ids = { applied: '', fresh: '', older: '' };

  beforeAll(async () => {
    const { applicant } = await buildApplicantWithResume(t);
    cookie = await sessionCookieOf(t, applicant);
    otherApplicant = (await signedInUser(t, 'applicant')).cookie;
    const restaurant = await buildRestaurant(t);
    const day = 86_400_000;
    const post = async (ago: number) =>
      (
        await buildJob(t, {
          restaurant,
          city,
          title: `${word} cook`,
          salary: 15,
          publishedAt: new Date(Date.now() - ago * day),
        })
      ).id;
    ids.applied = await post(0);
    ids.fresh = await post(1);
    ids.older = await post(2);
    await applyToJob(t.ctx, applicant, ids.applied, applyInput.parse({}));
  });

  const search = async (params: string, as: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?city=${city}&${params}`,
      headers: as ? { cookie: as } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<JobSearchPage>();
    return { ids: page.items.map((job) => job.id), total: page.total };
  };

  it('leaves out the jobs the signed-in applicant applied to, in every sort', async () => {
    const rest = [ids.fresh, ids.older];
    expect(await search('notApplied=true', cookie)).toEqual({ ids: rest, total: 2 });
    expect(await search(`notApplied=true&q=${word}`, cookie)).toEqual({ ids: rest, total: 2 });
    expect((await search('notApplied=true&sort=pay', cookie)).ids.sort()).toEqual(rest.sort());
    expect((await search('notApplied=true&sort=fit', cookie)).total).toBe(2);
  });

  it('keeps them without the parameter, and for anyone else', async () => {
    const all = { ids: [ids.applied, ids.fresh, ids.older], total: 3 };
    expect(await search('', cookie)).toEqual(all);
    expect(await search('notApplied=true', otherApplicant)).toEqual(all);
    expect(await search('notApplied=true', '')).toEqual(all);
    const { cookie: restaurant } = await signedInUser(t, 'restaurant');
    expect(await search('notApplied=true', restaurant)).toEqual(all);
  });
});
