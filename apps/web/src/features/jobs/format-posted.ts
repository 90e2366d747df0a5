const day = 86_400_000;

/**
 * When a job was posted, relative to `now` in the reader's language ("today", "3 days ago",
 * "2 weeks ago", "last month").
 */
export function postedAgo(iso: string, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const days = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / day));
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}

/**
 * A calendar date (`2026-05-01`: the same day wherever it is read) or an instant (its day in
 * `timeZone`, by default the reader's) as the reader's language writes it.
 */
export function formatDate(value: string, locale: string, timeZone?: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(value));
}
