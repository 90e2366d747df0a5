import { dayParts, weekDays } from './resume-input.ts';
import type { WeekGrid } from './resume-input.ts';

/**
 * The week grid (days × parts of the day) as 28 bits: bit `day × 4 + part`, Monday breakfast
 * first. The database keeps the same mask beside each grid (generated columns jobs.shift_mask and
 * resumes.availability_mask, apps/server/src/db/schema/week-mask-sql.ts), so how well a job's
 * shifts fit a person's availability is counted in SQL with bit_count, not job by job here.
 */
export const weekSlots = weekDays.flatMap((day) => dayParts.map((part) => ({ day, part })));

export function weekGridMask(grid: WeekGrid): number {
  return weekSlots.reduce(
    (mask, { day, part }, bit) => (grid[day]?.includes(part) ? mask | (1 << bit) : mask),
    0,
  );
}

/** How many slots a mask holds. */
export function slotCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
