import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatMonth } from './format-month.ts';

describe('formatMonth', () => {
  it('reads YYYY-MM as a month', () => {
    expect(formatMonth('2020-03', 'en-GB')).toBe('Mar 2020');
  });
  it('leaves anything else as it is', () => {
    expect(formatMonth('soon', 'en-GB')).toBe('soon');
  });
});

describe('formatIsoDate', () => {
  it('never shifts the day, whatever the zone', () => {
    expect(formatIsoDate('2027-01-01', 'en-GB')).toBe('1 Jan 2027');
  });
});
