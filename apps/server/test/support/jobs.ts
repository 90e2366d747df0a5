import type { JobStatus } from '@brigade/shared/jobs/job-options';
import type { JobCreateFormValues } from '@brigade/shared/jobs/job-requests';
import { jobCreateInput } from '@brigade/shared/jobs/job-requests';
import { profileInput } from '@brigade/shared/profile';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from 'drizzle-orm';
import { jobs } from '../../src/db/schema/jobs.ts';
import { changeJobStatus } from '../../src/services/jobs/change-job-status.ts';
import { createJob } from '../../src/services/jobs/create-job.ts';
import { saveProfile } from '../../src/services/profiles/profile-service.ts';
import { buildUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
/** A word no other test uses (cities, search terms), so tests on one database never meet. */
export function uniqueWord(prefix = 'Town'): string {
  counter += 1;
  return `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}${counter}`;
}

/** Gives a restaurant its venue: the profile a restaurant must have before posting jobs. */
export async function giveVenue(
  t: TestApp,
  restaurant: SessionUser,
  venue: { venueName?: string; city?: string; country?: string; currency?: string } = {},
): Promise<void> {
  await saveProfile(
    t.ctx,
    restaurant,
    profileInput.parse({
      firstName: restaurant.firstName,
      lastName: restaurant.lastName,
      venueName: venue.venueName ?? 'Chez Test',
      venueType: 'restaurant',
      city: venue.city ?? 'Lyon',
      website: 'https://chez-test.example',
      venueDescription: 'A neighbourhood bistro.',
      // No country or currency unless asked: such a venue's pay shows without a currency.
      country: venue.country ?? '',
      currency: venue.currency ?? '',
    }),
  );
}

/** A restaurant account with its venue profile (no session). */
export async function buildRestaurant(
  t: TestApp,
  venue: Parameters<typeof giveVenue>[2] = {},
): Promise<SessionUser> {
  const restaurant = await buildUser(t, { userType: 'restaurant' });
  await giveVenue(t, restaurant, venue);
  return restaurant;
}

export const jobDefaults = {
  title: 'Line Cook',
  description: 'Busy brasserie kitchen, fresh produce, friendly brigade.',
  location: '12 Market Street',
  city: 'Lyon',
  role: 'cook',
  employmentType: 'full_time',
  // Publishing needs the hours a week (issue 15).
  hoursMin: 30,
  hoursMax: 38,
} as const satisfies JobCreateFormValues;

/**
 * A job through the service, open unless told otherwise, for `restaurant` or a new restaurant of
 * its own. `publishedAt` backdates an open job (for "posted within" and "newest").
 */
export async function buildJob(
  t: TestApp,
  options: Partial<JobCreateFormValues> & {
    restaurant?: SessionUser;
    status?: JobStatus;
    publishedAt?: Date;
  } = {},
) {
  const { restaurant: given, status = 'open', publishedAt, ...overrides } = options;
  const restaurant = given ?? (await buildRestaurant(t));
  const input = jobCreateInput.parse({ ...jobDefaults, ...overrides, publish: status !== 'draft' });
  let job = await createJob(t.ctx, restaurant, input);
  if (status === 'closed') job = await changeJobStatus(t.ctx, restaurant, job.id, 'closed');
  if (publishedAt) {
    await t.database.db.update(jobs).set({ publishedAt }).where(eq(jobs.id, job.id));
  }
  return { ...job, restaurant };
}
