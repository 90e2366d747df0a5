import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import { apiPaths } from '@brigade/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/applications.ts';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

describe('GET /api/applicant/applications/counts (the applicant dashboard)', () => {
  const t = useTestApp();
  let cookie = '';
  const counts = (headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: apiPaths.applicantApplicationCounts, headers });

  // Mine: two Pending, one Reviewed, one Shortlisted, one Withdrawn. Another applicant's five
  // applications to the same jobs (all Hired) must not count.
  const mine: ApplicationStatus[] = ['Pending', 'Pending', 'Reviewed', 'Shortlisted', 'Withdrawn'];

  beforeAll(async () => {
    const restaurant = await buildRestaurant(t);
    const jobs = await Promise.all(
      mine.map(async (status) => ({ status, job: await buildJob(t, { restaurant }) })),
    );
    const { applicant } = await buildApplicantWithResume(t);
    const other = await buildApplicantWithResume(t);
    cookie = await sessionCookieOf(t, applicant);
    const row = (jobId: string, applicantId: string, status: ApplicationStatus) => ({
      jobId,
      applicantId,
      restaurantId: restaurant.id,
      status,
    });
    // Rows straight into the table: how each status was reached is not what is counted here.
    await t.database.db
      .insert(applications)
      .values([
        ...jobs.map(({ status, job }) => row(job.id, applicant.id, status)),
        ...jobs.map(({ job }) => row(job.id, other.applicant.id, 'Hired')),
      ]);
  });

  it('counts only my applications, every status present', async () => {
    const response = await counts();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      byStatus: {
        Pending: 2,
        Reviewed: 1,
        Shortlisted: 1,
        Offered: 0,
        Hired: 0,
        Rejected: 0,
        Withdrawn: 1,
      },
      total: 5,
    });
  });

  it('is all zeros for an applicant who has not applied', async () => {
    const { cookie: fresh } = await signedInUser(t, 'applicant');
    const response = await counts({ cookie: fresh });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
    expect(Object.values(response.json().byStatus)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('is 401 signed out and 403 for restaurants and admins', async () => {
    const signedOut = await counts({});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('unauthorized');
    for (const role of ['restaurant', 'admin'] as const) {
      const { cookie: other } = await signedInUser(t, role);
      const refused = await counts({ cookie: other });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
    }
  });
});
