import { dayParts, weekDays } from '@brigade/shared/resumes/resume-input';
import type { DayPart, WeekDay, WeekGrid } from '@brigade/shared/resumes/resume-input';
import { hasSlot, toggleSlot } from '@brigade/shared/resumes/week-grid';

/** The grid's texts, already translated (each feature keeps them in its own catalogue section). */
export interface WeekGridLabels {
  day: (day: WeekDay) => string;
  dayShort: (day: WeekDay) => string;
  part: (part: DayPart) => string;
  /** A short name that fits a phone's column ("Bkfst"); the full one stays its title. */
  partShort: (part: DayPart) => string;
  /** A checkbox's name, from its row and column ("Monday Dinner"). */
  slot: (day: WeekDay, part: DayPart) => string;
}

interface WeekGridTableProps {
  /** Prefixes the header ids, so two grids could share a page. */
  idPrefix: string;
  value: WeekGrid;
  onChange: (next: WeekGrid) => void;
  labels: WeekGridLabels;
  /** The id of the heading or legend that names the grid, and of its hint. */
  labelledBy: string;
  describedBy?: string;
}

/**
 * Days × parts of the day with a checkbox in each cell (a resume's availability, a job's
 * shifts), each named by its row and column ("Monday Dinner"). Short day and part names keep it
 * within a 390 px screen; every cell is a 44 px target.
 */
export function WeekGridTable({
  idPrefix,
  value,
  onChange,
  labels,
  labelledBy,
  describedBy,
}: WeekGridTableProps) {
  return (
    <table
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="w-full table-fixed border-collapse text-sm"
    >
      <thead>
        <tr>
          <td className="w-[22%]" />
          {dayParts.map((part) => (
            <th
              key={part}
              id={`${idPrefix}-part-${part}`}
              scope="col"
              className="px-0.5 pb-1 text-center font-semibold"
            >
              {/* Phones see the short name (never a word broken mid-way), wider screens the
                  full one; screen readers always hear the full one. */}
              <span aria-hidden="true" title={labels.part(part)} className="sm:hidden">
                {labels.partShort(part)}
              </span>
              <span className="sr-only sm:not-sr-only">{labels.part(part)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weekDays.map((day) => (
          <tr key={day} className="border-t border-border">
            <th
              id={`${idPrefix}-day-${day}`}
              scope="row"
              className="py-0.5 pr-2 text-left font-semibold"
            >
              <abbr title={labels.day(day)} className="no-underline sm:hidden">
                {labels.dayShort(day)}
              </abbr>
              <span className="hidden sm:inline">{labels.day(day)}</span>
            </th>
            {dayParts.map((part) => (
              <td key={part} className="text-center">
                <label className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg hover:bg-muted">
                  <input
                    type="checkbox"
                    checked={hasSlot(value, day, part)}
                    onChange={() => onChange(toggleSlot(value, day, part))}
                    aria-label={labels.slot(day, part)}
                    className="size-5 accent-primary"
                  />
                </label>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
