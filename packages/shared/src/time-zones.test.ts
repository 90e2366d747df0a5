import { describe, expect, it } from 'vitest';
import { countries } from './money/countries.ts';
import { countryTimeZones, defaultTimeZoneFor } from './country-time-zones.ts';
import { isTimeZone, optionalTimeZoneSchema, timeZoneLabel } from './time-zones.ts';

describe('isTimeZone', () => {
  it.each(['Europe/Madrid', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1'])(
    'knows %s',
    (value) => {
      expect(isTimeZone(value)).toBe(true);
    },
  );

  it.each([
    '',
    'Mars/Olympus_Mons',
    '+01:00',
    '-05:00',
    'Europe/',
    '../etc/passwd',
    'Europe Madrid',
  ])('refuses %j', (value) => {
    expect(isTimeZone(value)).toBe(false);
  });
});

describe('optionalTimeZoneSchema', () => {
  it("keeps '' (not said) and a real zone, refuses anything else by its key", () => {
    expect(optionalTimeZoneSchema.parse('')).toBe('');
    expect(optionalTimeZoneSchema.parse(' Europe/Paris ')).toBe('Europe/Paris');
    for (const bad of ['Nowhere/Town', 7, null, 'x'.repeat(65)]) {
      const result = optionalTimeZoneSchema.safeParse(bad);
      expect(result.error?.issues[0]?.message).toBe('validation.timeZoneInvalid');
    }
  });
});

describe('country time zones', () => {
  it('names real zones for every country a venue can be in', () => {
    for (const country of countries) {
      for (const zone of countryTimeZones[country]) expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it.each([
    ['ES', null],
    ['PT', null],
    ['US', null],
    ['CA', null],
    ['AU', null],
    ['FR', 'Europe/Paris'],
    ['GB', 'Europe/London'],
    ['DE', 'Europe/Berlin'],
    ['IS', 'Atlantic/Reykjavik'],
    ['NZ', 'Pacific/Auckland'],
  ] as const)('preselects for %s: %s', (country, zone) => {
    expect(defaultTimeZoneFor(country)).toBe(zone);
  });
});

describe('timeZoneLabel', () => {
  it('puts the readable name in the reader’s language before the zone', () => {
    expect(timeZoneLabel('Europe/Madrid', 'en')).toBe('Central European Time — Europe/Madrid');
    expect(timeZoneLabel('Europe/Madrid', 'de')).toBe('Mitteleuropäische Zeit — Europe/Madrid');
    expect(timeZoneLabel('America/New_York', 'en')).toBe('Eastern Time — America/New York');
  });

  it('shows offset-only zones by their id', () => {
    expect(timeZoneLabel('UTC', 'en')).toBe('UTC');
  });
});
