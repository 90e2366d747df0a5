/**
 * Wall-clock time in an IANA time zone ↔ instants, without a date library: an interview is set
 * as "19 March, 15:00 in Europe/Madrid" and stored as the instant.
 */

/** The zone's offset from UTC, in ms, at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of `YYYY-MM-DDTHH:mm` (seconds optional) in `timeZone`. In a spring-forward gap the
 * time moves forward by the gap; in an autumn overlap the earlier instant is taken.
 */
export function zonedTimeToInstant(localDateTime: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(localDateTime);
  if (!match) throw new RangeError(`not a local date-time: ${localDateTime}`);
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
  // The zone's offsets a day either side: a DST change in between gives two candidates.
  const day = 86_400_000;
  const first = wall - offsetAt(wall - day, timeZone);
  const second = wall - offsetAt(wall + day, timeZone);
  const valid = [first, second].filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  // Overlap: both readings are valid and the earlier is the first occurrence. Gap: neither is,
  // and the later one is the same wall time moved forward by the gap.
  return new Date(valid.length > 0 ? Math.min(...valid) : Math.max(first, second));
}

/** `YYYY-MM-DDTHH:mm` of `instant` in `timeZone` (to prefill a reschedule form). */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}
