import { useMemo } from 'react';
import { inputClasses } from './input-classes.ts';
import { joinMonth, monthChoices, splitMonth, yearChoices } from './month-value.ts';

interface MonthPickerProps {
  id: string;
  /** Already translated: the field's name ("From"), its hint and error. */
  label: string;
  hint?: string;
  error?: string;
  /** `YYYY-MM`, '' or half-chosen (see month-value.ts). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  locale: string;
  /** Already translated names of the two lists ("Month", "Year"), also their empty choice. */
  monthLabel: string;
  yearLabel: string;
  /** How many years back to offer. */
  span?: number;
}

/**
 * A month as two lists, the month named in the reader's language and the year: the same in every
 * browser (Firefox and Safari have no month input), no format to learn, 44 px targets, and
 * clearing is choosing the empty entry. The group takes the field's name, each list its own.
 */
export function MonthPicker({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  locale,
  monthLabel,
  yearLabel,
  span = 60,
}: MonthPickerProps) {
  const parts = splitMonth(value);
  const months = useMemo(() => monthChoices(locale), [locale]);
  const years = yearChoices(new Date().getFullYear(), span, parts.year);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const select = `${inputClasses} min-w-0`;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      className="grid gap-1.5"
    >
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <select
          id={id}
          aria-label={monthLabel}
          aria-invalid={Boolean(error)}
          value={parts.month}
          onChange={(event) => onChange(joinMonth({ ...parts, month: event.target.value }))}
          onBlur={onBlur}
          className={select}
        >
          <option value="">{monthLabel}</option>
          {months.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
        <select
          id={`${id}-year`}
          aria-label={yearLabel}
          aria-invalid={Boolean(error)}
          value={parts.year}
          onChange={(event) => onChange(joinMonth({ ...parts, year: event.target.value }))}
          onBlur={onBlur}
          className={select}
        >
          <option value="">{yearLabel}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
