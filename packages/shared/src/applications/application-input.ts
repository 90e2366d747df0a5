import { z } from 'zod';
import { checkedText } from '../checked-text.ts';
import { isTimeZone } from '../time-zones.ts';
import { applicationStatuses } from './application-status.ts';

/** POST /api/jobs/:id/applications: applying, with an optional note to the venue. */
export const applyInput = z.object({
  coverNote: checkedText({ max: 2000 }).default(''),
});
export type ApplyInput = z.infer<typeof applyInput>;

/** PATCH /api/applications/:id/status: a move from the shared map, with an optional note. */
export const statusChangeInput = z.object({
  status: z.enum(applicationStatuses, 'validation.statusInvalid'),
  note: checkedText({ max: 1000 }).default(''),
});
export type StatusChangeInput = z.infer<typeof statusChangeInput>;

/** PUT /api/applications/:id/notes: the restaurant's private notes. */
export const applicationNotesInput = z.object({
  notes: checkedText({ max: 5000 }).default(''),
});

/**
 * PUT /api/applications/:id/interview: schedules or reschedules. A local date and time in the
 * venue's IANA time zone, and a place or a link.
 */
export const interviewInput = z.object({
  /** `YYYY-MM-DDTHH:mm`, wall-clock time at the venue. */
  localDateTime: z.iso.datetime({ local: true, error: 'validation.dateTimeInvalid' }),
  timeZone: z
    .string()
    .min(1, 'validation.timeZoneInvalid')
    .refine(isTimeZone, 'validation.timeZoneInvalid'),
  location: checkedText({ min: 1, max: 300, tooShortKey: 'validation.interviewPlaceRequired' }),
  note: checkedText({ max: 1000 }).default(''),
});
export type InterviewInput = z.infer<typeof interviewInput>;
