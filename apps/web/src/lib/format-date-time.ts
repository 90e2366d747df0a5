/** A moment in the reader's language: "22 Nov 2026, 05:30" (dates only with `dateOnly`). */
export function formatDateTime(iso: string, locale: string, dateOnly = false): string {
  return new Intl.DateTimeFormat(
    locale,
    dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(new Date(iso));
}
