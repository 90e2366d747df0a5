import { describe, expect, it } from 'vitest';
import { liveRetry, liveRetryCeiling, liveRetryDelay } from './live-retry.ts';

describe('the live channel’s retry schedule', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [6, 30_000],
    [50, 30_000],
  ])(
    'waits anything from 0 up to the ceiling before attempt %i: [0, %i) ms',
    (attempt, ceiling) => {
      expect(liveRetryCeiling(attempt)).toBe(ceiling);
      expect(liveRetryDelay(attempt, () => 0)).toBe(0);
      expect(liveRetryDelay(attempt, () => 0.5)).toBe(ceiling / 2);
      expect(liveRetryDelay(attempt, () => 0.999_999)).toBe(ceiling - 1);
    },
  );

  it('never waits longer than the cap, nor less than nothing', () => {
    for (let attempt = -1; attempt < 40; attempt += 1) {
      const delay = liveRetryDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(liveRetry.maxMs);
    }
  });

  it('spreads a crowd evenly over the window (no stampede at one instant)', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i += 1) {
      const slot = Math.floor(liveRetryDelay(3, random) / 800);
      buckets[slot] = (buckets[slot] ?? 0) + 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
    for (const count of buckets) expect(count).toBeLessThan(1_150);
  });
});
