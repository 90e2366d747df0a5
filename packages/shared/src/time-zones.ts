import { z } from 'zod';

/**
 * IANA time zones: which names are real, and a label people can read
 * ("Central European Time — Europe/Madrid"). Intl has no display names for zones, so the label
 * takes the zone's generic name from a date format in the reader's language.
 */

/**
 * Whether `value` names an IANA zone this runtime knows ("Europe/Madrid", "UTC"). Offsets
 * ("+01:00"), which newer engines also accept, are not zones: a venue's clock follows its zone's
 * rules. The name is kept as given: engines canonicalise differently (Europe/Kyiv, Europe/Kiev).
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA zone or '' (not said), trimmed; anything else is refused with
 * `validation.timeZoneInvalid`.
 */
export const optionalTimeZoneSchema = z
  .string('validation.timeZoneInvalid')
  .trim()
  .max(64, 'validation.timeZoneInvalid')
  .transform((value, ctx) => {
    if (value === '' || isTimeZone(value)) return value;
    ctx.addIssue({ code: 'custom', message: 'validation.timeZoneInvalid' });
    return z.NEVER;
  });

/** Every zone the runtime knows, with `include` (current choices) and UTC always among them. */
export function knownTimeZones(include: readonly string[] = []): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, ...include.filter(Boolean), 'UTC'])];
}

/** The zone's generic name in `locale` ("Central European Time", "hora de Europa central"). */
export function timeZoneGenericName(timeZone: string, locale: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/** "Central European Time — Europe/Madrid": the readable name first, the exact zone after. */
export function timeZoneLabel(timeZone: string, locale: string): string {
  const id = timeZone.replaceAll('_', ' ');
  const name = timeZoneGenericName(timeZone, locale);
  // UTC and the Etc zones have no name of their own, only an offset ("GMT+00:00").
  return name && !/^(GMT|UTC)/.test(name) ? `${name} — ${id}` : id;
}
