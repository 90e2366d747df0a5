import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { interviewInvite, interviewUid, type InterviewInviteInput } from './interview-invite.ts';

// Read back with ical.js, a parser independent of the generator (ical-generator).

const base: InterviewInviteInput = {
  uid: interviewUid('6f1c2a52-0d7e-4b8e-9a31-2f4f7d0c9b11', 'https://brigade.example:8443/x'),
  sequence: 1,
  method: 'REQUEST',
  start: new Date('2026-06-15T13:00:00Z'),
  timeZone: 'Europe/Madrid',
  durationMinutes: 60,
  location: 'Calle Mayor 1, Madrid',
  summary: 'Interview: Line cook',
  description: 'Bring your knives.',
  url: 'https://brigade.example/applicant/applications/6f1c',
  organizer: { name: 'Casa Lucio', email: 'no-reply@brigade.example' },
  attendee: { name: 'Ana García', email: 'ana@example.com' },
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // Times resolve through the calendar's own VTIMEZONE, never a zone the parser knows itself.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

afterEach(() => ICAL.TimezoneService.reset());

describe('interviewInvite', () => {
  it('is a REQUEST of one confirmed event with organizer, attendee and link', () => {
    const { calendar, vevent, event } = parse(interviewInvite(base));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe('6f1c2a52-0d7e-4b8e-9a31-2f4f7d0c9b11@brigade.example:8443');
    expect(event.sequence).toBe(1);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('url')).toBe(base.url);
    expect(vevent.getFirstPropertyValue('dtstamp')).not.toBeNull();
    const organizer = vevent.getFirstProperty('organizer');
    expect(organizer?.getParameter('cn')).toBe('Casa Lucio');
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe(
      'mailto:no-reply@brigade.example',
    );
    const attendee = vevent.getFirstProperty('attendee');
    expect(attendee?.getParameter('rsvp')).toBe('TRUE');
    expect(attendee?.getParameter('cn')).toBe('Ana García');
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe('mailto:ana@example.com');
    expect(event.endDate.toUnixTime() - event.startDate.toUnixTime()).toBe(3600);
  });

  it('carries the VTIMEZONE of the TZID its times use', () => {
    const { calendar, event } = parse(interviewInvite(base));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Madrid']);
    expect(event.startDate.zone?.tzid).toBe('Europe/Madrid');
    expect(event.endDate.zone?.tzid).toBe('Europe/Madrid');
    expect(event.startDate.toString()).toBe('2026-06-15T15:00:00');
  });

  it.each([
    // Europe/London springs forward at 01:00 UTC on 29 March 2026.
    ['Europe/London', '2026-03-29T00:30:00Z', '2026-03-29T00:30:00'],
    ['Europe/London', '2026-03-29T01:30:00Z', '2026-03-29T02:30:00'],
    // Europe/Madrid falls back at 01:00 UTC on 25 October 2026 (03:00 CEST → 02:00 CET).
    ['Europe/Madrid', '2026-10-24T22:30:00Z', '2026-10-25T00:30:00'],
    ['Europe/Madrid', '2026-10-25T02:30:00Z', '2026-10-25T03:30:00'],
    // America/New_York springs forward on 8 March and falls back on 1 November 2026.
    ['America/New_York', '2026-03-08T06:30:00Z', '2026-03-08T01:30:00'],
    ['America/New_York', '2026-03-08T07:30:00Z', '2026-03-08T03:30:00'],
    ['America/New_York', '2026-11-01T03:30:00Z', '2026-10-31T23:30:00'],
    ['America/New_York', '2026-11-01T07:30:00Z', '2026-11-01T02:30:00'],
  ])('%s at %s starts at that instant (%s at the venue)', (timeZone, at, wall) => {
    const start = new Date(at);
    const { event } = parse(interviewInvite({ ...base, timeZone, start }));
    expect(event.startDate.zone?.tzid).toBe(timeZone);
    expect(event.startDate.toString()).toBe(wall);
    expect(event.startDate.toUnixTime() * 1000).toBe(start.getTime());
    expect(event.endDate.toUnixTime() * 1000).toBe(start.getTime() + 3_600_000);
  });

  it.each(['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'])(
    'writes %s, in the hour Madrid lives twice, in UTC: the same instant however read',
    (at) => {
      const start = new Date(at);
      const { event } = parse(interviewInvite({ ...base, start, durationMinutes: 15 }));
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.startDate.toUnixTime() * 1000).toBe(start.getTime());
      expect(event.endDate.toUnixTime() * 1000).toBe(start.getTime() + 900_000);
    },
  );

  it('writes UTC times for a zone without a VTIMEZONE', () => {
    const start = new Date('2026-06-15T13:00:00Z');
    const text = interviewInvite({ ...base, timeZone: 'Etc/Unknown', start });
    const { calendar, event } = parse(text);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(0);
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.startDate.toUnixTime() * 1000).toBe(start.getTime());
  });

  it('cancels with the same UID, a higher SEQUENCE and STATUS:CANCELLED', () => {
    const request = parse(interviewInvite({ ...base, sequence: 2 }));
    const cancel = parse(interviewInvite({ ...base, sequence: 3, method: 'CANCEL' }));
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.event.uid).toBe(request.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(request.event.sequence);
  });

  it('keeps the UID when the interview moves', () => {
    const first = parse(interviewInvite(base));
    const moved = parse(
      interviewInvite({ ...base, sequence: 2, start: new Date('2026-07-01T09:00:00Z') }),
    );
    expect(moved.event.uid).toBe(first.event.uid);
    expect(moved.event.sequence).toBe(2);
  });

  it('keeps commas, semicolons, backslashes, line breaks and non-ASCII text intact', () => {
    const tricky = {
      summary: 'Entrevista: cocinero/a; turno de noche, «fin de semana»',
      description: 'Línea 1\nLínea 2; con, comas \\ y emoji 🍳 — 日本語',
      location: 'Café "Le Zinc", 3 rue de l’Église; Paris\n2e étage',
    };
    const { event, vevent } = parse(
      interviewInvite({
        ...base,
        ...tricky,
        organizer: { name: 'Café "Le Zinc"; Paris', email: 'no-reply@brigade.example' },
        attendee: { name: 'Zoë O’Brien, Jr.', email: 'zoe@example.com' },
      }),
    );
    expect(event.summary).toBe(tricky.summary);
    expect(event.description).toBe(tricky.description);
    expect(event.location).toBe(tricky.location);
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe("Café 'Le Zinc'; Paris");
    expect(vevent.getFirstProperty('attendee')?.getParameter('cn')).toBe('Zoë O’Brien, Jr.');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const text = interviewInvite({ ...base, description: 'é'.repeat(200) });
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(parse(text).event.description).toBe('é'.repeat(200));
  });
});
