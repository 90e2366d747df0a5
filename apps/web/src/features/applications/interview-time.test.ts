import { describe, expect, it } from 'vitest';
import { interviewTimes, isUpcoming } from './interview-time.ts';

describe('interviewTimes', () => {
  const interview = { at: '2030-03-19T14:00:00.000Z', timeZone: 'Europe/Madrid' };

  it('reads the time at the venue, and in the viewer’s zone when that differs', () => {
    const times = interviewTimes(interview, 'en-GB', 'America/New_York');
    expect(times.venue).toContain('15:00');
    expect(times.local).toContain('10:00');
  });

  it('gives no second reading in the venue’s own zone', () => {
    expect(interviewTimes(interview, 'en-GB', 'Europe/Madrid').local).toBeNull();
  });
});

describe('isUpcoming', () => {
  it('is true only for an interview still ahead', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(isUpcoming({ at: '2030-01-02T00:00:00Z' }, now)).toBe(true);
    expect(isUpcoming({ at: '2029-12-31T00:00:00Z' }, now)).toBe(false);
    expect(isUpcoming(null, now)).toBe(false);
  });
});
