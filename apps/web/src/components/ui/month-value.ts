/**
 * A month picker's value: `YYYY-MM` once both parts are chosen, '' when neither is, and the
 * half-chosen `YYYY-` or `-MM` in between (which the shared month rule refuses, so the form says
 * what is missing instead of dropping the half that was chosen).
 */
export interface MonthParts {
  year: string;
  month: string;
}

export function splitMonth(value: string): MonthParts {
  const match = /^(\d{4})?-(\d{2})?$/.exec(value);
  return { year: match?.[1] ?? '', month: match?.[2] ?? '' };
}

export function joinMonth({ year, month }: MonthParts): string {
  return year || month ? `${year}-${month}` : '';
}

/** The years to offer, newest first: `span` years back from `thisYear`, and `keep` if older. */
export function yearChoices(thisYear: number, span: number, keep: string): string[] {
  const years = Array.from({ length: span + 1 }, (_, back) => String(thisYear - back));
  return keep && !years.includes(keep) ? [...years, keep].sort().reverse() : years;
}

/** January… December in `locale` ("janvier"), as `01`…`12` options. */
export function monthChoices(locale: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1).padStart(2, '0'),
    label: format.format(new Date(Date.UTC(2000, index, 1))),
  }));
}
