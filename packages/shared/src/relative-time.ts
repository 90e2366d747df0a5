/**
 * The spec's relative time (section 4): under 60 minutes 'N min(s) ago', under 24 hours
 * 'N hour(s) ago', under 7 days 'N day(s) ago', otherwise a date in the user's locale, and
 * 'Unknown time' for a timestamp that cannot be parsed. This decides which; the words are the
 * browser's (its locale catalogue and Intl).
 *
 * Decisions where the spec is silent:
 * - Counts are whole units, rounded down: 59 min 59 s is "59 mins ago", 60 min is "1 hour ago".
 * - Under a minute is "0 mins ago" (the spec's 'N min(s) ago' form with N = 0, not "just now").
 * - A timestamp up to an hour in the future is clock skew between browser and server and counts
 *   as "0 mins ago"; further in the future it is shown as its date.
 */
export type RelativeTime =
  { unit: 'minute' | 'hour' | 'day'; count: number } | { date: Date } | { unknown: true };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** A Date from a Date, epoch milliseconds or a date string; null for anything else or invalid. */
export function parseTimestamp(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** How long ago `timestamp` was at `now` (default: this moment), in the spec's units. */
export function relativeTime(timestamp: unknown, now: Date | number = Date.now()): RelativeTime {
  const date = parseTimestamp(timestamp);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!date || !Number.isFinite(nowMs)) return { unknown: true };
  const elapsed = nowMs - date.getTime();
  if (elapsed < -hourMs) return { date };
  if (elapsed < hourMs)
    return { unit: 'minute', count: Math.max(0, Math.floor(elapsed / minuteMs)) };
  if (elapsed < dayMs) return { unit: 'hour', count: Math.floor(elapsed / hourMs) };
  if (elapsed < 7 * dayMs) return { unit: 'day', count: Math.floor(elapsed / dayMs) };
  return { date };
}
