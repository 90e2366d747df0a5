import type { Country } from './money/countries.ts';

/**
 * The IANA zones of each country a venue can be in, the main one first. Where a country keeps
 * more than one clock (the mainland and the Canaries, the Azores, the US, Canada, Australia) the
 * venue chooses; where it keeps one, Edit Profile preselects it. Zones of territories with ISO
 * codes of their own (Réunion, Svalbard, Greenland…) are theirs, not their country's.
 */
export const countryTimeZones: Record<Country, readonly [string, ...string[]]> = {
  AT: ['Europe/Vienna'],
  BE: ['Europe/Brussels'],
  BG: ['Europe/Sofia'],
  CY: ['Asia/Nicosia'],
  CZ: ['Europe/Prague'],
  DE: ['Europe/Berlin'],
  DK: ['Europe/Copenhagen'],
  EE: ['Europe/Tallinn'],
  ES: ['Europe/Madrid', 'Atlantic/Canary'],
  FI: ['Europe/Helsinki'],
  FR: ['Europe/Paris'],
  GR: ['Europe/Athens'],
  HR: ['Europe/Zagreb'],
  HU: ['Europe/Budapest'],
  IE: ['Europe/Dublin'],
  IT: ['Europe/Rome'],
  LT: ['Europe/Vilnius'],
  LU: ['Europe/Luxembourg'],
  LV: ['Europe/Riga'],
  MT: ['Europe/Malta'],
  NL: ['Europe/Amsterdam'],
  PL: ['Europe/Warsaw'],
  PT: ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'],
  RO: ['Europe/Bucharest'],
  SE: ['Europe/Stockholm'],
  SI: ['Europe/Ljubljana'],
  SK: ['Europe/Bratislava'],
  IS: ['Atlantic/Reykjavik'],
  LI: ['Europe/Vaduz'],
  NO: ['Europe/Oslo'],
  CH: ['Europe/Zurich'],
  GB: ['Europe/London'],
  US: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
  ],
  CA: [
    'America/Toronto',
    'America/Vancouver',
    'America/Edmonton',
    'America/Winnipeg',
    'America/Regina',
    'America/Halifax',
    'America/St_Johns',
  ],
  AU: [
    'Australia/Sydney',
    'Australia/Melbourne',
    'Australia/Brisbane',
    'Australia/Adelaide',
    'Australia/Perth',
    'Australia/Darwin',
    'Australia/Hobart',
  ],
  // The Chatham Islands' own zone serves some 600 people, no venue market: one zone.
  NZ: ['Pacific/Auckland'],
};

/** The zone to preselect for a venue in `country`: its only one, or null when it must choose. */
export function defaultTimeZoneFor(country: Country): string | null {
  const zones = countryTimeZones[country];
  return zones.length === 1 ? zones[0] : null;
}
