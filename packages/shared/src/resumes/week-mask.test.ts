import { describe, expect, it } from 'vitest';
import type { WeekGrid } from './resume-input.ts';
import { slotCount, weekGridMask, weekSlots } from './week-mask.ts';

describe('the week mask', () => {
  it.each<[WeekGrid, number]>([
    [{}, 0],
    [{ mon: ['breakfast'] }, 1],
    [{ mon: ['late'] }, 8],
    [{ tue: ['breakfast'] }, 16],
    [{ sun: ['late'] }, 2 ** 27],
    [{ mon: ['lunch', 'dinner'], fri: ['dinner'] }, 2 + 4 + 2 ** 18],
  ])('%j is %i', (grid, mask) => {
    expect(weekGridMask(grid)).toBe(mask);
  });

  it('has 28 slots and counts them', () => {
    expect(weekSlots).toHaveLength(28);
    expect(slotCount(0)).toBe(0);
    expect(slotCount(2 ** 28 - 1)).toBe(28);
    expect(slotCount(weekGridMask({ mon: ['lunch', 'dinner'], fri: ['dinner'] }))).toBe(3);
  });
});
