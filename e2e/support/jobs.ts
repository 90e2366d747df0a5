import { apiPaths } from '@brigade/shared/routes';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { JobCreateFormValues } from '@brigade/shared/jobs/job-requests';
import type { APIRequestContext } from '@playwright/test';
import type { PlanId } from '@brigade/shared/plans/plans';
import { expect } from './fixtures.ts';
import { putOnPlan } from './plans.ts';

let counter = 0;

/** A word no other test uses (cities, search terms), so tests sharing the server never meet. */
export function uniqueWord(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** Fills the signed-in user's profile through the API (`request` carries the session). */
export async function saveProfile(
  request: APIRequestContext,
  profile: { firstName: string; lastName: string } & Record<string, string>,
): Promise<void> {
  const response = await request.put(apiPaths.profile, { data: profile });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Gives the signed-in restaurant its venue, which posting a job requires, and puts its
 * organisation on Scale so journeys about other things never meet a plan's limit (`plan: null`
 * keeps the free Starter plan; the plans journey does).
 */
export async function giveVenue(
  request: APIRequestContext,
  owner: { firstName: string; lastName: string },
  venue: {
    venueName?: string;
    city?: string;
    country?: string;
    currency?: string;
    timeZone?: string;
    plan?: PlanId | null;
  } = {},
): Promise<void> {
  const { country, currency, timeZone, plan = 'scale' } = venue;
  await saveProfile(request, {
    firstName: owner.firstName,
    lastName: owner.lastName,
    venueName: venue.venueName ?? 'Casa Lola',
    venueType: 'restaurant',
    city: venue.city ?? 'Madrid',
    ...(country ? { country } : {}),
    ...(currency ? { currency } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
  if (plan) await putOnPlan(request, plan);
}

/** Posts an open job as the signed-in restaurant (which must have its venue name). */
export async function postJob(
  request: APIRequestContext,
  job: Partial<JobCreateFormValues> = {},
): Promise<JobDetail> {
  const response = await request.post(apiPaths.jobs.search, {
    data: {
      title: 'Line Cook',
      description: 'Busy brasserie kitchen, fresh produce, friendly brigade.',
      location: '12 Calle Mayor',
      city: 'Madrid',
      role: 'cook',
      employmentType: 'full_time',
      // Publishing needs the hours a week.
      hoursMin: 30,
      hoursMax: 38,
      publish: true,
      ...job,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as JobDetail;
}

/** Applies to a job as the signed-in applicant (who must have a resume); the application's id. */
export async function applyTo(
  request: APIRequestContext,
  jobId: string,
  coverNote = '',
): Promise<string> {
  const response = await request.post(apiPaths.jobApplications(jobId), { data: { coverNote } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Publishes, closes or reopens a job as the signed-in restaurant that posted it. */
export async function setJobStatus(
  request: APIRequestContext,
  jobId: string,
  status: 'open' | 'closed',
): Promise<JobDetail> {
  const response = await request.post(apiPaths.jobs.status(jobId), { data: { status } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JobDetail;
}
