import { venueInput } from '@brigade/shared/organisations/organisation-input';
import type { JobDetail, VenuePage } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addVenue,
  setVenueArchived,
} from '../../src/services/organisations/organisation-venues.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { applyInput } from '@brigade/shared/applications/application-input';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { sessionCookieOf } from '../support/accounts.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { buildPng, multipartBody } from '../support/sample-files.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

describe("a venue's public page (/venues/:id, issue 17)", () => {
  const t = useTestApp();
  const read = (id: string) => t.app.inject({ method: 'GET', url: apiPaths.venue(id) });

  let owner: Awaited<ReturnType<typeof buildRestaurant>>;
  let secondVenueId: string;
  beforeAll(async () => {
    owner = await buildRestaurant(t, { venueName: 'Le Comptoir', city: 'Lyon' });
    const second = await addVenue(
      t.ctx,
      owner,
      venueInput.parse({
        venueName: 'Le Comptoir Plage',
        venueType: 'bar',
        city: 'Marseille',
        venueDescription: 'Cocktails by the sea.',
      }),
    );
    secondVenueId = second.id;
  });

  it('lists only its own open jobs, newest first, for a signed-out visitor', async () => {
    const older = await buildJob(t, {
      restaurant: owner,
      venueId: owner.id,
      title: 'Line Cook',
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await buildJob(t, { restaurant: owner, venueId: owner.id, title: 'Sous Chef' });
    await buildJob(t, {
      restaurant: owner,
      venueId: owner.id,
      title: 'Draft Porter',
      status: 'draft',
    });
    await buildJob(t, {
      restaurant: owner,
      venueId: owner.id,
      title: 'Closed Waiter',
      status: 'closed',
    });
    await buildJob(t, { restaurant: owner, venueId: secondVenueId, title: 'Beach Bartender' });

    const answer = await read(owner.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<VenuePage>();
    expect(page.venue).toMatchObject({ restaurantId: owner.id, name: 'Le Comptoir', city: 'Lyon' });
    expect(page.jobs.map((job) => job.id)).toEqual([newer.id, older.id]);
  });

  it("shows an added venue's own details, on its page and on its jobs' pages", async () => {
    const job = await buildJob(t, { restaurant: owner, venueId: secondVenueId, title: 'Barback' });
    const page = (await read(secondVenueId)).json<VenuePage>();
    const expected = {
      restaurantId: secondVenueId,
      name: 'Le Comptoir Plage',
      venueType: 'bar',
      city: 'Marseille',
      description: 'Cocktails by the sea.',
    };
    expect(page.venue).toMatchObject(expected);
    expect(page.jobs.map((one) => one.title)).toContain('Barback');
    const detail = await t.app.inject({ method: 'GET', url: apiPaths.jobs.job(job.id) });
    expect(detail.json<JobDetail>().venue).toMatchObject(expected);
  });

  it('answers 404 for an archived venue, and again once it is restored its page is back', async () => {
    const archived = await addVenue(t.ctx, owner, venueInput.parse({ venueName: 'Old Site' }));
    await setVenueArchived(t.ctx, owner, archived.id, true);
    expect((await read(archived.id)).statusCode).toBe(404);
    await setVenueArchived(t.ctx, owner, archived.id, false);
    expect((await read(archived.id)).statusCode).toBe(200);
  });

  it("shows a venue's logo once an owner sets it, not the owner's own picture, until removed", async () => {
    const ownerCookie = await sessionCookieOf(t, owner);
    const logoOf = (venueId: string, cookie: string, method: 'POST' | 'DELETE' = 'POST') => {
      const body = multipartBody('logo.png', 'image/png', buildPng());
      return t.app.inject({
        method,
        url: apiPaths.organisation.venueLogo(venueId),
        ...(method === 'POST' ? { payload: body.payload } : {}),
        headers: { ...(method === 'POST' ? body.headers : {}), cookie },
        remoteAddress: uniqueIp(),
      });
    };
    const set = await logoOf(secondVenueId, ownerCookie);
    expect(set.statusCode, set.body).toBe(200);
    const { logoURL } = set.json<{ logoURL: string }>();
    expect(logoURL).toMatch(new RegExp(`^/files/venue-logos/${secondVenueId}/logo\\.png\\?v=`));
    expect((await read(secondVenueId)).json<VenuePage>().venue.photoURL).toBe(logoURL);
    const served = await t.app.inject({ method: 'GET', url: logoURL });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    // The founding venue keeps showing the owner's picture (none here): the logo is the venue's.
    expect((await read(owner.id)).json<VenuePage>().venue.photoURL).toBeNull();
    // Someone of another organisation may not touch it.
    const stranger = await sessionCookieOf(t, await buildRestaurant(t));
    expect((await logoOf(secondVenueId, stranger)).statusCode).toBe(404);
    const removed = await logoOf(secondVenueId, ownerCookie, 'DELETE');
    expect(removed.json()).toMatchObject({ logoURL: null });
    expect((await read(secondVenueId)).json<VenuePage>().venue.photoURL).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: logoURL })).statusCode).toBe(404);
  });

  it("sets each venue's days to decide, which its new applications then get", async () => {
    const ownerCookie = await sessionCookieOf(t, owner);
    const put = (decisionDays: number) =>
      t.app.inject({
        method: 'PUT',
        url: apiPaths.organisation.venue(secondVenueId),
        payload: { venueName: 'Le Comptoir Plage', city: 'Marseille', decisionDays },
        headers: { cookie: ownerCookie },
      });
    const refused = await put(5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { fields: { decisionDays: { key: 'validation.decisionDaysRange' } } },
    });
    expect((await put(30)).json()).toMatchObject({ decisionDays: 30 });
    const job = await buildJob(t, { restaurant: owner, venueId: secondVenueId });
    const { applicant } = await buildApplicantWithResume(t);
    const application = await applyToJob(t.ctx, applicant, job.id, applyInput.parse({}));
    const { rows } = await t.database.pool.query<{ days: number }>(
      `SELECT extract(epoch FROM decide_by - applied_at)::int / 86400 AS days
         FROM applications WHERE id = $1`,
      [application.id],
    );
    expect(rows[0]?.days).toBe(30);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const malformed = await read('not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
