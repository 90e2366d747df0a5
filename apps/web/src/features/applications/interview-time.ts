/**
 * An interview's time for people: at the venue (its time zone) and, when that differs, in the
 * viewer's own zone; whether an interview is still ahead.
 */
import type { InterviewView } from '@brigade/shared/applications/application-answers';

/** The browser's IANA time zone (UTC when the browser does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A date and time, with the zone's short name ("Tue, 19 Mar 2030, 15:00 CET"). */
export function formatInstant(at: string | Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(at));
}

/** A date alone, in the viewer's zone ("19 Mar 2030"). */
export function formatDay(at: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(at));
}

export interface InterviewTimes {
  /** At the venue, in its time zone. */
  venue: string;
  /** In the viewer's zone; null when it reads the same as at the venue. */
  local: string | null;
}

export function interviewTimes(
  interview: Pick<InterviewView, 'at' | 'timeZone'>,
  locale: string,
  viewerTimeZone: string = browserTimeZone(),
): InterviewTimes {
  const venue = formatInstant(interview.at, locale, interview.timeZone);
  const local = formatInstant(interview.at, locale, viewerTimeZone);
  return { venue, local: local === venue ? null : local };
}

/** Still ahead of `now`. */
export function isUpcoming(interview: Pick<InterviewView, 'at'> | null, now = Date.now()): boolean {
  return interview !== null && new Date(interview.at).getTime() > now;
}
