import { describe, expect, it } from 'vitest';
import { buildUser, sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob, uniqueWord } from '../support/jobs.ts';
import { buildApplicantWithResume, resumeDefaults } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';

const get = (t: TestApp, url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the applicant’s own resume', () => {
  const t = useTestApp();

  it('is created and edited by its applicant only, and counts toward profileComplete', async () => {
    const { user, cookie } = await signedInUser(t, 'applicant');
    expect((await get(t, '/api/resume', cookie)).json()).toEqual({ resume: null });
    const profile = {
      firstName: 'Ana',
      lastName: 'García',
      headline: 'Cook',
      city: 'Sevilla',
      phone: '+34600123456',
    };
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: profile,
      headers: { cookie },
    });
    expect((await get(t, '/api/auth/session', cookie)).json().user.profileComplete).toBe(false);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      payload: resumeDefaults,
      headers: { cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().resume).toMatchObject({
      applicantId: user.id,
      headline: resumeDefaults.headline,
      city: 'Sevilla',
      cv: null,
    });
    expect((await get(t, '/api/auth/session', cookie)).json().user.profileComplete).toBe(true);

    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      payload: { ...resumeDefaults, headline: 'Head chef', visibility: 'private' },
      headers: { cookie },
    });
    expect(edited.json().resume).toMatchObject({
      id: saved.json().resume.id,
      headline: 'Head chef',
      visibility: 'private',
    });

    const restaurant = await signedInUser(t, 'restaurant');
    expect((await get(t, '/api/resume', restaurant.cookie)).statusCode).toBe(403);
    expect((await get(t, '/api/resume', '')).statusCode).toBe(401);
  });

  it('answers each problem on its field', async () => {
    const { cookie } = await signedInUser(t, 'applicant');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: { cookie },
      payload: {
        headline: '',
        experience: [{ role: 'Cook', venue: 'Bistro', from: '2024-05', to: '2023-01' }],
        certifications: [{ name: 'Food hygiene', expiresOn: '31/12/2026' }],
        availability: { fri: ['brunch'] },
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(fields.headline.key).toBe('validation.headlineRequired');
    expect(fields['experience.0.to'].key).toBe('validation.experienceDatesOrder');
    expect(fields['certifications.0.expiresOn'].key).toBe('validation.dateInvalid');
    expect(fields['availability.fri.0']).toBeDefined();
  });
});

describe('Browse Applicants and reading a resume', () => {
  const t = useTestApp();

  it('shows restaurants the visible resumes, narrowed by words, role, city and availability', async () => {
    const city = uniqueWord('City');
    const skill = uniqueWord('skill').toLowerCase();
    const chef = await buildApplicantWithResume(t, { skills: [skill, 'pastry'], roles: ['chef'] });
    await buildApplicantWithResume(t, {
      skills: [skill],
      roles: ['bartender'],
      visibility: 'private',
    });
    const barista = await buildApplicantWithResume(t, {
      skills: [skill],
      roles: ['barista'],
      availability: { mon: ['breakfast'] },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: { firstName: 'Bo', lastName: 'Ristretto', city },
      headers: { cookie: await sessionCookieOf(t, barista.applicant) },
    });
    const { cookie } = await signedInUser(t, 'restaurant');
    const search = async (query: string) =>
      (await get(t, `/api/resumes?${query}`, cookie)).json() as {
        total: number;
        items: { applicantId: string }[];
      };
    const ids = async (query: string) =>
      (await search(query)).items.map((item) => item.applicantId);

    expect(await ids(`q=${skill}`)).toHaveLength(2);
    expect(await ids(`q=${skill}&role=chef`)).toEqual([chef.applicant.id]);
    expect(await ids(`q=${skill}&city=${city.toUpperCase()}`)).toEqual([barista.applicant.id]);
    expect(await ids(`q=${skill}&day=mon&dayPart=breakfast`)).toEqual([barista.applicant.id]);
    expect(await ids(`q=${skill}&day=fri`)).toEqual([chef.applicant.id]);
    expect(await ids(`q=${skill}&role=nonsense`)).toHaveLength(2);

    const applicant = await signedInUser(t, 'applicant');
    expect((await get(t, '/api/resumes', applicant.cookie)).statusCode).toBe(403);
    expect((await get(t, '/api/resumes', '')).statusCode).toBe(401);
  });

  it('lets a private resume be read only by its owner and the restaurants it applied to', async () => {
    const { applicant, resume } = await buildApplicantWithResume(t, { visibility: 'private' });
    const url = `/api/resumes/${resume.id}`;
    const job = await buildJob(t);
    const jobRestaurant = await sessionCookieOf(t, job.restaurant);
    const otherRestaurant = await signedInUser(t, 'restaurant');
    expect((await get(t, url, jobRestaurant)).statusCode).toBe(404);
    const applicantCookie = await sessionCookieOf(t, applicant);
    expect((await get(t, url, applicantCookie)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: {},
      headers: { cookie: applicantCookie },
    });
    expect((await get(t, url, jobRestaurant)).json().resume).toMatchObject({ id: resume.id });
    expect((await get(t, url, otherRestaurant.cookie)).statusCode).toBe(404);
    const otherApplicant = await signedInUser(t, 'applicant');
    expect((await get(t, url, otherApplicant.cookie)).statusCode).toBe(404);
    const admin = await buildUser(t, { userType: 'admin' });
    expect((await get(t, url, await sessionCookieOf(t, admin))).statusCode).toBe(200);
    expect((await get(t, '/api/resumes/nope', jobRestaurant)).statusCode).toBe(404);
  });
});
