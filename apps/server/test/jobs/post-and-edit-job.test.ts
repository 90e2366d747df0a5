import { describe, expect, it } from 'vitest';
import { buildUser, signedInUser } from '../support/accounts.ts';
import { giveVenue, jobDefaults } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

const fullJob = {
  ...jobDefaults,
  postcode: '69002',
  salary: 14.5,
  salaryMax: 17,
  payPeriod: 'hour',
  tipModel: 'pooled',
  startDate: '2026-09-01',
  requirements: ['Food hygiene level 2', 'Weekend availability'],
};

describe('POST /api/jobs and PUT /api/jobs/:id', () => {
  const t = useTestApp();

  async function restaurant(venueName = 'Le Bouchon') {
    const signedIn = await signedInUser(t, 'restaurant');
    await giveVenue(t, signedIn.user, { venueName });
    return signedIn;
  }
  const post = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/jobs', payload, headers: { cookie } });
  const put = (cookie: string, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, payload, headers: { cookie } });

  it('saves a draft by default, with the venue copied from the profile', async () => {
    const { user, cookie } = await restaurant('Le Bouchon');
    const response = await post(cookie, fullJob);
    expect(response.statusCode).toBe(201);
    const job = response.json();
    expect(job).toMatchObject({
      ...fullJob,
      status: 'draft',
      publishedAt: null,
      venueName: 'Le Bouchon',
      closedReason: null,
      canEdit: true,
      myApplicationId: null,
      venue: {
        restaurantId: user.id,
        name: 'Le Bouchon',
        venueType: 'restaurant',
        city: 'Lyon',
        website: 'https://chez-test.example',
        description: 'A neighbourhood bistro.',
        photoURL: null,
      },
    });
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(job)).not.toContain('searchVector');
    expect(Object.keys(job)).not.toContain('hourlyPay');
  });

  it('opens the job at once with publish: true', async () => {
    const { cookie } = await restaurant();
    const before = Date.now();
    const job = (await post(cookie, { ...jobDefaults, publish: true })).json();
    expect(job.status).toBe('open');
    expect(new Date(job.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('asks for a venue name in the profile first', async () => {
    const { cookie } = await signedInUser(t, 'restaurant');
    const response = await post(cookie, jobDefaults);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'venue_name_required',
        message: "Add your venue's name to your profile before posting a job.",
      },
    });
  });

  // Every message the Job schema can give, through the API (field → locale key and English).
  it.each([
    ['title', 'validation.titleRequired', { title: '' }],
    ['title', 'validation.textTooLong', { title: 'x'.repeat(101) }],
    ['title', 'validation.xss', { title: '<script>alert(1)</script>' }],
    ['description', 'validation.descriptionTooShort', { description: 'Too short' }],
    ['description', 'validation.descriptionTooLong', { description: 'x'.repeat(5001) }],
    ['description', 'validation.sqlInjection', { description: "Great team'; DROP TABLE jobs; --" }],
    ['location', 'validation.locationRequired', { location: '' }],
    ['location', 'validation.textTooLong', { location: 'x'.repeat(201) }],
    ['city', 'validation.cityRequired', { city: '' }],
    ['postcode', 'validation.textTooLong', { postcode: 'x'.repeat(21) }],
    ['role', 'validation.jobRoleRequired', { role: 'juggler' }],
    ['employmentType', 'validation.employmentTypeRequired', { employmentType: 'forever' }],
    ['payPeriod', 'validation.payPeriodRequired', { payPeriod: 'fortnight' }],
    ['salary', 'validation.salaryRange', { salary: -1 }],
    ['salary', 'validation.salaryRange', { salary: 1_000_001 }],
    ['salary', 'validation.salaryInvalid', { salary: 12.345 }],
    ['salary', 'validation.salaryInvalid', { salary: 'lots' }],
    ['salary', 'validation.salaryFromMissing', { salaryMax: 15 }],
    ['salaryMax', 'validation.salaryRangeOrder', { salary: 15, salaryMax: 12 }],
    ['startDate', 'validation.dateInvalid', { startDate: '31/12/2026' }],
    [
      'requirements',
      'validation.tooManyRequirements',
      { requirements: Array(11).fill('Food hygiene') },
    ],
    ['requirements.0', 'validation.requirementTooLong', { requirements: ['x'.repeat(201)] }],
    ['requirements.0', 'validation.requirementEmpty', { requirements: ['  '] }],
  ])('refuses a bad %s with %s', async (field, key, change) => {
    const { cookie } = await restaurant();
    for (const send of [
      () => post(cookie, { ...jobDefaults, ...change }),
      async () => {
        const job = (await post(cookie, jobDefaults)).json();
        return put(cookie, job.id, { ...jobDefaults, ...change });
      },
    ]) {
      const response = await send();
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field].key).toBe(key);
      expect(error.fields[field].message).not.toMatch(/^validation\./);
    }
  });

  it('lists every missing field at once', async () => {
    const { cookie } = await restaurant();
    const { error } = (await post(cookie, {})).json();
    expect(Object.keys(error.fields).sort()).toEqual(
      ['city', 'description', 'employmentType', 'location', 'role', 'title'].sort(),
    );
  });

  it('edits every field and keeps status and publication date', async () => {
    const { cookie } = await restaurant();
    const job = (await post(cookie, { ...jobDefaults, publish: true })).json();
    const response = await put(cookie, job.id, { ...fullJob, title: 'Sous Chef', role: 'chef' });
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({ ...fullJob, title: 'Sous Chef', role: 'chef', status: 'open' });
    expect(edited.publishedAt).toBe(job.publishedAt);
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThan(new Date(job.updatedAt).getTime());
    const read = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(read.json().title).toBe('Sous Chef');
  });

  it('ignores fields it does not own (status, restaurant, venue) in the body', async () => {
    const { user, cookie } = await restaurant('Own Venue');
    const stranger = await buildUser(t, { userType: 'restaurant' });
    const job = (
      await post(cookie, {
        ...jobDefaults,
        status: 'open',
        restaurantId: stranger.id,
        venueName: 'Fake',
      })
    ).json();
    expect(job).toMatchObject({ status: 'draft', venueName: 'Own Venue' });
    expect(job.venue.restaurantId).toBe(user.id);
  });

  it('limits posting to 5 jobs a minute per account', async () => {
    const { cookie } = await restaurant();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(cookie, jobDefaults)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post(cookie, jobDefaults);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});
