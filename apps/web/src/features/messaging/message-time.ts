/**
 * Times in messaging, in the reader's language and time zone: the conversation list shows the
 * time for today, then "yesterday", the weekday within a week, else the date; a message shows
 * its time, with the date when it is not from today.
 */
const dayMs = 86_400_000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between two instants, in local time (0 = same day). */
function daysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / dayMs);
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The conversation list's "when" of the last message ('' when it cannot be read). */
export function formatListTime(iso: string, now: Date, locale: string): string {
  const date = parse(iso);
  if (!date) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
  if (days === 1) {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  }
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(
    locale,
    sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}

/** A message's time: the time of day today, else the date and time. */
export function formatMessageTime(iso: string, now: Date, locale: string): string {
  const date = parse(iso);
  if (!date) return '';
  const today = daysBetween(date, now) <= 0;
  return new Intl.DateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}
