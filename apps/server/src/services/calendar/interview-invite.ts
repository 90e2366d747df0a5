import {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalLuxonDateTimeStub,
} from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';

/**
 * How long an interview lasts in the calendar. The product stores only its start, so every
 * invite blocks one hour; a duration field would replace this constant.
 */
export const interviewDurationMinutes = 60;

export interface InterviewInviteInput {
  /** Stable across every version of this interview (see `interviewUid`). */
  uid: string;
  /** RFC 5546 SEQUENCE: the application's `interviewSequence`, raised on every change. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  /** The venue's IANA time zone: DTSTART/DTEND carry it as TZID, with its VTIMEZONE. */
  timeZone: string;
  durationMinutes: number;
  location: string;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** DTSTAMP: when this version was made (now by default). */
  stamp?: Date;
}

/**
 * The interview's UID: the application's id at the app's host. One application has one
 * interview at a time, so every move and the cancel update the same calendar entry.
 */
export function interviewUid(applicationId: string, appUrl: string): string {
  return `${applicationId}@${new URL(appUrl).host}`;
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '00';
  return {
    date: `${field('year')}${field('month')}${field('day')}`,
    time: `${field('hour')}${field('minute')}${field('second')}`,
  };
}

/**
 * Whether the venue's wall-clock time names `instant` alone. The hour repeated when clocks go
 * back happens twice; RFC 5545 reads such a TZID time as the first pass, but parsers differ
 * (ical.js takes the second), so a time in that hour is written in UTC instead. Clock changes
 * move by 30 minutes, one hour or two.
 */
function namesItself(instant: Date, timeZone: string): boolean {
  const key = (at: Date) => {
    const wall = wallClock(at, timeZone);
    return wall.date + wall.time;
  };
  const wall = key(instant);
  return [-120, -60, -30, 30, 60, 120].every(
    (minutes) => key(new Date(instant.getTime() + minutes * 60_000)) !== wall,
  );
}

/** A display name as a CN parameter allows it: no double quotes, no line breaks. */
const commonName = (name: string) => name.replace(/"/g, "'").replace(/[\r\n]+/g, ' ');

/**
 * An instant as ical-generator's Luxon-shaped date: with a TZID, ical-generator writes a plain
 * Date in the *server's* local time, so the venue's wall-clock time is handed over this way
 * (the library's own stub interface; it asks only for these two formats).
 */
function zonedDate(instant: Date, zone: string): ICalLuxonDateTimeStub {
  return {
    isValid: true,
    zone: { type: 'iana' },
    setZone: (next = zone) => zonedDate(instant, next),
    toFormat(format) {
      const wall = wallClock(instant, zone);
      if (format === 'yyyyLLdd') return wall.date;
      if (format === 'HHmmss') return wall.time;
      throw new Error(`unexpected date format ${format}`);
    },
    toJSDate: () => instant,
    toJSON: () => instant.toISOString(),
  };
}

/**
 * The iCalendar text (RFC 5545, iTIP method RFC 5546) of one interview: a REQUEST to add or
 * update it, or a CANCEL (STATUS:CANCELLED) of the same UID with a higher SEQUENCE. Times are in
 * the venue's zone with its VTIMEZONE; a zone the VTIMEZONE table lacks, or a time in the
 * repeated hour of an autumn change, is written in UTC, which names the same instant.
 */
export function interviewInvite(input: InterviewInviteInput): string {
  const end = new Date(input.start.getTime() + input.durationMinutes * 60_000);
  const zoned =
    getVtimezoneComponent(input.timeZone) !== null &&
    namesItself(input.start, input.timeZone) &&
    namesItself(end, input.timeZone);
  const calendar = new ICalCalendar({
    prodId: { company: 'Brigade', product: 'Interviews', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  if (zoned) calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp ?? new Date(),
    start: zoned ? zonedDate(input.start, input.timeZone) : input.start,
    end: zoned ? zonedDate(end, input.timeZone) : end,
    timezone: zoned ? input.timeZone : null,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url,
    organizer: { name: commonName(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        name: commonName(input.attendee.name),
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
  });
  return calendar.toString();
}
