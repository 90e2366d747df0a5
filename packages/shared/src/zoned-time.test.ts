import { describe, expect, it } from 'vitest';
import { instantToZonedTime, zonedTimeToInstant } from './zoned-time.ts';

describe('zoned time', () => {
  it.each([
    ['2027-03-19T15:00', 'Europe/Madrid', '2027-03-19T14:00:00.000Z'],
    ['2027-07-19T15:00', 'Europe/Madrid', '2027-07-19T13:00:00.000Z'],
    ['2027-01-10T09:30', 'America/New_York', '2027-01-10T14:30:00.000Z'],
    ['2027-06-01T00:00', 'UTC', '2027-06-01T00:00:00.000Z'],
    ['2027-06-01T12:00', 'Asia/Kolkata', '2027-06-01T06:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, instant) => {
    expect(zonedTimeToInstant(local, zone).toISOString()).toBe(instant);
    expect(instantToZonedTime(new Date(instant), zone)).toBe(local);
  });

  it('moves a time in the spring-forward gap forward, and takes the first of an overlap', () => {
    // Europe/Madrid: 2027-03-28 02:00 → 03:00; 2027-10-31 03:00 → 02:00.
    expect(zonedTimeToInstant('2027-03-28T02:30', 'Europe/Madrid').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(zonedTimeToInstant('2027-10-31T02:30', 'Europe/Madrid').toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });
});
