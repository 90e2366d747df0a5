import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './work-queue.ts';

describe('retry delays', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])('after attempt %i waits %i ms before jitter', (attempts, base) => {
    expect(retryDelayMs(attempts, () => 0)).toBe(base);
    expect(retryDelayMs(attempts, () => 1)).toBe(base * 1.2);
  });
});
