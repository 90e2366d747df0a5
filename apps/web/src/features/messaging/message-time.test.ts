import { describe, expect, it } from 'vitest';
import { formatListTime, formatMessageTime } from './message-time.ts';

// Local times, so the expectations hold in any time zone the tests run in.
const now = new Date(2026, 4, 15, 10, 30); // Friday 15 May 2026, 10:30
const at = (...parts: [number, number, number, number?, number?]) =>
  new Date(...(parts as [number, number, number, number, number])).toISOString();

describe('formatListTime', () => {
  it('shows the time for today, even just after midnight', () => {
    expect(formatListTime(at(2026, 4, 15, 9, 5), now, 'en')).toBe('9:05 AM');
    expect(formatListTime(at(2026, 4, 15, 0, 0), now, 'en')).toBe('12:00 AM');
  });

  it('says yesterday for the day before, even at 23:59', () => {
    expect(formatListTime(at(2026, 4, 14, 23, 59), now, 'en')).toBe('yesterday');
    expect(formatListTime(at(2026, 4, 14, 0, 1), now, 'es')).toBe('ayer');
  });

  it('shows the weekday within a week, then the date', () => {
    expect(formatListTime(at(2026, 4, 9, 12), now, 'en')).toBe('Sat');
    expect(formatListTime(at(2026, 4, 8, 12), now, 'en')).toBe('May 8');
    expect(formatListTime(at(2026, 4, 8, 12), now, 'de')).toBe('8. Mai');
    expect(formatListTime(at(2025, 11, 31, 12), now, 'en')).toBe('Dec 31, 2025');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatListTime('not a date', now, 'en')).toBe('');
  });

  it('treats a clock slightly ahead of ours as now', () => {
    expect(formatListTime(at(2026, 4, 15, 10, 31), now, 'en')).toBe('10:31 AM');
  });
});

describe('formatMessageTime', () => {
  it('shows the time today and the date with the time before', () => {
    expect(formatMessageTime(at(2026, 4, 15, 9, 5), now, 'en')).toBe('9:05 AM');
    expect(formatMessageTime(at(2026, 4, 14, 21, 0), now, 'en')).toBe('May 14, 2026, 9:00 PM');
    expect(formatMessageTime('', now, 'en')).toBe('');
  });
});
