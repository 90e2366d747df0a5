import { describe, expect, it } from 'vitest';
import { formatDate, postedAgo } from './format-posted.ts';

const now = new Date('2026-05-20T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('postedAgo', () => {
  it.each([
    [1, 'today'],
    [25, 'yesterday'],
    [24 * 3 + 1, '3 days ago'],
    [24 * 8, 'last week'],
    [24 * 15, '2 weeks ago'],
    [24 * 61, '2 months ago'],
    [24 * 400, 'last year'],
  ])('%i hours ago reads %j', (hours, expected) => {
    expect(postedAgo(ago(hours), now, 'en')).toBe(expected);
  });

  it('never says "in …" for a clock slightly ahead', () => {
    expect(postedAgo(ago(-1), now, 'en')).toBe('today');
  });

  it('speaks the reader’s language', () => {
    expect(postedAgo(ago(24 * 3 + 1), now, 'es')).toBe('hace 3 días');
  });
});

describe('formatDate', () => {
  it('writes a calendar date without shifting it across time zones', () => {
    expect(formatDate('2026-06-01', 'en')).toBe('June 1, 2026');
    expect(formatDate('2026-06-01', 'en', 'Pacific/Kiritimati')).toBe('June 1, 2026');
  });

  it("writes an instant's day in the time zone asked for", () => {
    expect(formatDate('2026-06-01T23:30:00Z', 'en', 'UTC')).toBe('June 1, 2026');
    expect(formatDate('2026-06-01T23:30:00Z', 'en', 'Pacific/Auckland')).toBe('June 2, 2026');
  });
});
