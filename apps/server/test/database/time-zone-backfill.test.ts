import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countries } from '@brigade/shared/money/countries';
import { defaultTimeZoneFor } from '@brigade/shared/country-time-zones';

// Migration 0014 gives existing venues their country's one clock: the same map as Edit Profile.
const sql = readFileSync(
  new URL('../../drizzle/0014_venue_time_zone.sql', import.meta.url),
  'utf8',
);

describe('migration 0014 backfill', () => {
  it('sets exactly the zones of single-zone countries', () => {
    const pairs = Object.fromEntries(
      [...sql.matchAll(/WHEN '([A-Z]{2})' THEN '([^']+)'/g)].map((match) => [match[1], match[2]]),
    );
    const expected = Object.fromEntries(
      countries.flatMap((country) => {
        const zone = defaultTimeZoneFor(country);
        return zone ? [[country, zone]] : [];
      }),
    );
    expect(pairs).toEqual(expected);
    const listed = /"country" IN \(([^)]+)\)/.exec(sql)?.[1]?.match(/[A-Z]{2}/g);
    expect(listed?.sort()).toEqual(Object.keys(expected).sort());
  });
});
