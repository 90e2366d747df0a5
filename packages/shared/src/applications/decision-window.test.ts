import { describe, expect, it } from 'vitest';
import {
  decideByFor,
  decisionWarningAt,
  decisionWindowInput,
  extendedDecideBy,
  isUndecided,
} from './decision-window.ts';

const appliedAt = new Date('2026-11-02T09:30:00Z');
const day = (iso: string) => new Date(iso).toISOString();

describe('the decision window (no ghosting)', () => {
  it.each([
    [null, '2026-11-23T09:30:00Z', '2026-11-20T09:30:00Z', '2026-12-14T09:30:00Z'],
    [14, '2026-11-16T09:30:00Z', '2026-11-13T09:30:00Z', '2026-11-30T09:30:00Z'],
    [30, '2026-12-02T09:30:00Z', '2026-11-29T09:30:00Z', '2027-01-01T09:30:00Z'],
  ])(
    'a venue window of %s days closes on %s, warns on %s, extends to %s',
    (days, closes, warns, extended) => {
      const decideBy = decideByFor(appliedAt, days);
      expect(decideBy.toISOString()).toBe(day(closes));
      expect(decisionWarningAt(decideBy).toISOString()).toBe(day(warns));
      expect(extendedDecideBy(decideBy, days).toISOString()).toBe(day(extended));
    },
  );

  it.each([
    ['Pending', true],
    ['Reviewed', true],
    ['Shortlisted', false],
    ['Offered', false],
    ['Hired', false],
    ['Rejected', false],
    ['Withdrawn', false],
  ] as const)('%s is undecided: %s', (status, expected) => {
    expect(isUndecided(status)).toBe(expected);
  });

  it.each([
    [14, null],
    [21, null],
    [60, null],
    [13, 'validation.decisionDaysRange'],
    [61, 'validation.decisionDaysRange'],
    [20.5, 'validation.decisionDaysInvalid'],
    ['21', 'validation.decisionDaysInvalid'],
  ])('a venue may set %j days: %s', (days, expected) => {
    const result = decisionWindowInput.safeParse({ days });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });
});
