import { describe, expect, it } from 'vitest';
import { resumeInput } from '@brigade/shared/resumes/resume-input';
import { saveResume } from '../src/services/resumes/save-resume.ts';
import { signedInUser } from './support/accounts.ts';
import { resumeDefaults } from './support/resumes.ts';
import { useTestApp } from './support/test-app.ts';

const base = { firstName: 'Ana', lastName: 'García' };
const TIME_ZONE_INVALID = 'Please choose a valid time zone.';

describe('GET and PUT /api/profile', () => {
  const t = useTestApp();
  const get = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
  const put = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', payload, headers: { cookie } });

  it('needs a signed-in user, before looking at the input', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await put('', { firstName: '' })).statusCode).toBe(401);
  });

  it('starts incomplete and lists what an applicant must fill', async () => {
    const { cookie } = await signedInUser(t, 'applicant');
    const answer = (await get(cookie)).json();
    expect(answer.profileComplete).toBe(false);
    expect(answer.missing).toEqual(['headline', 'city', 'phone', 'resume']);
    expect(answer.profile).toMatchObject({ firstName: 'Test', bio: '', phone: '' });
  });

  it('saves an applicant profile, normalises the phone, and turns profileComplete true', async () => {
    const { user, cookie } = await signedInUser(t, 'applicant');
    // An applicant's profile is complete with its resume too (issue 4).
    await saveResume(t.ctx, user.id, resumeInput.parse(resumeDefaults));
    const response = await put(cookie, {
      ...base,
      phone: '+34 (600) 123-456',
      headline: 'Line cook, 6 years in busy tapas bars',
      city: 'Sevilla',
      bio: "I've run the plancha at two 120-cover places. <b>Fast</b> & tidy.",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profileComplete: true,
      missing: [],
      profile: { firstName: 'Ana', lastName: 'García', phone: '+34600123456', city: 'Sevilla' },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.json().user).toMatchObject({
      id: user.id,
      firstName: 'Ana',
      profileComplete: true,
    });
  });

  it('asks restaurants for their venue details', async () => {
    const { cookie } = await signedInUser(t, 'restaurant');
    const partial = await put(cookie, { ...base, venueName: 'Casa Lola', city: 'Madrid' });
    expect(partial.json()).toMatchObject({
      profileComplete: false,
      missing: ['venueType', 'address', 'postcode', 'country', 'phone'],
    });
    const full = await put(cookie, {
      ...base,
      venueName: 'Casa Lola',
      venueType: 'restaurant',
      address: 'Calle de Toledo 12',
      city: 'Madrid',
      postcode: '28005',
      country: 'ES',
      phone: '+34 910 000 000',
      website: 'https://casalola.example',
    });
    expect(full.json().profileComplete).toBe(true);
  });

  it("keeps a venue's time zone", async () => {
    const { cookie } = await signedInUser(t, 'restaurant');
    expect((await get(cookie)).json().profile.timeZone).toBe('');
    const saved = await put(cookie, { ...base, country: 'US', timeZone: ' America/Chicago ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ country: 'US', timeZone: 'America/Chicago' });
    expect((await get(cookie)).json().profile.timeZone).toBe('America/Chicago');
  });

  it("gives a venue its country's clock when the country keeps only one", async () => {
    const { cookie } = await signedInUser(t, 'restaurant');
    const french = await put(cookie, { ...base, country: 'FR' });
    expect(french.json().profile.timeZone).toBe('Europe/Paris');
    // A chosen zone wins; a country with several clocks is left for the venue to choose.
    const canary = await put(cookie, { ...base, country: 'ES', timeZone: 'Atlantic/Canary' });
    expect(canary.json().profile.timeZone).toBe('Atlantic/Canary');
    const { cookie: other } = await signedInUser(t, 'restaurant');
    expect((await put(other, { ...base, country: 'AU' })).json().profile.timeZone).toBe('');
  });

  it.each([
    [
      'firstName',
      { firstName: 'R2-D2' },
      'Names can only contain letters, spaces, apostrophes, hyphens and full stops',
    ],
    ['phone', { phone: 'call me maybe' }, 'Invalid phone format'],
    ['bio', { bio: 'x'.repeat(1001) }, 'Your bio can be at most 1000 characters.'],
    ['bio', { bio: "'; DROP TABLE users; --" }, 'Invalid input: potential SQL injection detected'],
    [
      'headline',
      { headline: '<script>alert(1)</script>' },
      'Invalid input: potential XSS detected',
    ],
    [
      'website',
      { website: 'casalola' },
      'Please enter a full web address, starting with https://.',
    ],
    ['venueType', { venueType: 'spaceship' }, 'Please choose a venue type.'],
    ['country', { country: 'XX' }, 'Please choose a country from the list.'],
    ['currency', { currency: 'JPY' }, 'Please choose a currency from the list.'],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }, TIME_ZONE_INVALID],
    ['timeZone', { timeZone: '+01:00' }, TIME_ZONE_INVALID],
    ['timeZone', { timeZone: 42 }, TIME_ZONE_INVALID],
  ])(
    'refuses a bad %s with its message and keeps the saved profile',
    async (field, change, message) => {
      const { cookie } = await signedInUser(t, 'restaurant');
      await put(cookie, { ...base, city: 'Bilbao' });
      const response = await put(cookie, { ...base, city: 'Vigo', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field].message).toBe(message);
      expect((await get(cookie)).json().profile.city).toBe('Bilbao');
    },
  );
});
