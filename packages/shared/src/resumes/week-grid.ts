import { dayParts, weekDays } from './resume-input.ts';
import type { DayPart, WeekDay, WeekGrid } from './resume-input.ts';

/** The grid in its one written form: days and parts in week order, no repeats, no empty days. */
export function normaliseWeekGrid(grid: WeekGrid): WeekGrid {
  const result: WeekGrid = {};
  for (const day of weekDays) {
    const parts = dayParts.filter((part) => grid[day]?.includes(part));
    if (parts.length > 0) result[day] = parts;
  }
  return result;
}

/** Whether one slot of the grid is ticked. */
export function hasSlot(grid: WeekGrid, day: WeekDay, part: DayPart): boolean {
  return grid[day]?.includes(part) ?? false;
}

/** Ticks or unticks one slot of the grid. */
export function toggleSlot(grid: WeekGrid, day: WeekDay, part: DayPart): WeekGrid {
  const current = grid[day] ?? [];
  const next = current.includes(part)
    ? current.filter((each) => each !== part)
    : [...current, part];
  return normaliseWeekGrid({ ...grid, [day]: next });
}
