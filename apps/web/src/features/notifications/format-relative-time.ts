import type { TFunction } from '../../lib/translation/translate.ts';
import { relativeTime } from '@brigade/shared/relative-time';

/** The catalogue's plural keys per unit (`…_one`, `…_other`; i18next picks by count). */
const unitKeys = {
  minute: 'notifications.time.minute',
  hour: 'notifications.time.hour',
  day: 'notifications.time.day',
} as const;

/**
 * The spec's relative time in the reader's language: "5 mins ago", "1 hour ago", "2 days ago",
 * from 7 days on the date (Intl, in `language`), and "Unknown time" for what cannot be parsed.
 */
export function formatRelativeTime(
  t: TFunction,
  language: string,
  timestamp: unknown,
  now: Date | number = Date.now(),
): string {
  const time = relativeTime(timestamp, now);
  if ('unknown' in time) return t('notifications.time.unknown');
  if ('date' in time)
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(time.date);
  return t(unitKeys[time.unit], { count: time.count });
}
