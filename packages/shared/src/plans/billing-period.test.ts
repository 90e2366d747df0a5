import { describe, expect, it } from 'vitest';
import { billingMonthOf } from './billing-period.ts';

const at = (iso: string) => new Date(iso);

describe('billingMonthOf', () => {
  it.each([
    // [anchor, now, start, end]
    [null, '2026-11-26T10:00:00Z', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    [null, '2026-12-31T23:59:59Z', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    [
      '2026-01-15T09:00:00Z',
      '2026-03-15T08:59:59Z',
      '2026-02-15T09:00:00Z',
      '2026-03-15T09:00:00Z',
    ],
    [
      '2026-01-15T09:00:00Z',
      '2026-03-15T09:00:00Z',
      '2026-03-15T09:00:00Z',
      '2026-04-15T09:00:00Z',
    ],
    // Started on the 31st: February's month starts on its last day.
    [
      '2026-01-31T00:00:00Z',
      '2026-03-01T00:00:00Z',
      '2026-02-28T00:00:00Z',
      '2026-03-31T00:00:00Z',
    ],
    // Not started yet: its first month.
    [
      '2026-12-01T00:00:00Z',
      '2026-11-26T00:00:00Z',
      '2026-12-01T00:00:00Z',
      '2027-01-01T00:00:00Z',
    ],
  ])('anchor %s, now %s: %s to %s', (anchor, now, start, end) => {
    const month = billingMonthOf(anchor ? at(anchor) : null, at(now));
    expect(month.start.toISOString()).toBe(at(start).toISOString());
    expect(month.end.toISOString()).toBe(at(end).toISOString());
  });
});
