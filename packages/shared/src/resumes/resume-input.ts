import { z } from 'zod';
import { certificateKinds } from './certificates.ts';
import { checkedText } from '../checked-text.ts';
import { jobRoles } from '../jobs/job-options.ts';

export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];
export const dayParts = ['breakfast', 'lunch', 'dinner', 'late'] as const;
export type DayPart = (typeof dayParts)[number];

export const resumeVisibilities = ['visible', 'private'] as const;
export type ResumeVisibility = (typeof resumeVisibilities)[number];

/** `YYYY-MM`: experience is dated by month. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.monthInvalid');

const experience = z
  .object({
    role: checkedText({ min: 1, max: 100, tooShortKey: 'validation.experienceRoleRequired' }),
    venue: checkedText({ min: 1, max: 100, tooShortKey: 'validation.experienceVenueRequired' }),
    from: month,
    /** Empty while the job is current. */
    to: month.or(z.literal('')).default(''),
    description: checkedText({ max: 1000 }).default(''),
  })
  .refine((entry) => entry.to === '' || entry.to >= entry.from, {
    path: ['to'],
    message: 'validation.experienceDatesOrder',
  });

/**
 * A certificate in the wallet (certificates.ts): its kind from the list, or `other` with the
 * person's own name for it (a listed kind may carry a name too, such as "Level 2"), its expiry,
 * and the document that proves it: one of the person's own files (My Files), which only venues
 * they applied to may open. Certificates saved before kinds existed read as `other`. `id` is the
 * server's (kept across edits, so a venue's check stays with the certificate it checked); a new
 * certificate comes without one.
 */
const certification = z
  .object({
    id: z.uuid('validation.certificateInvalid').optional(),
    kind: z.enum(certificateKinds, 'validation.certificateKindInvalid').default('other'),
    name: checkedText({ max: 100 }).default(''),
    /** `YYYY-MM-DD`, or empty when it does not expire. */
    expiresOn: z.iso.date('validation.dateInvalid').or(z.literal('')).default(''),
    /** A stored file's id, or empty when no document is linked. */
    fileId: z.uuid('validation.certificateInvalid').or(z.literal('')).default(''),
  })
  .refine((entry) => entry.kind !== 'other' || entry.name !== '', {
    path: ['name'],
    message: 'validation.certificationNameRequired',
  });

/**
 * Day × part of day: each day's parts, at most all four. A resume's availability and a job's
 * shifts share it, so one can be matched against the other.
 */
export const weekGrid = z.partialRecord(
  z.enum(weekDays, 'validation.weekGridInvalid'),
  z
    .array(z.enum(dayParts, 'validation.weekGridInvalid'), 'validation.weekGridInvalid')
    .max(dayParts.length, 'validation.weekGridInvalid'),
  'validation.weekGridInvalid',
);
export type WeekGrid = z.infer<typeof weekGrid>;

const shortList = (max: number, itemMax: number) =>
  z
    .array(checkedText({ min: 1, max: itemMax, tooShortKey: 'validation.itemEmpty' }))
    .max(max, 'validation.tooManyItems')
    .default([]);

/**
 * Create Resume (one per applicant, editable). Availability is day × part of day. The CV file is
 * uploaded separately (POST /api/resume/cv) and not part of this input.
 */
export const resumeInput = z.object({
  headline: checkedText({ min: 1, max: 120, tooShortKey: 'validation.headlineRequired' }),
  summary: checkedText({ max: 2000 }).default(''),
  roles: z.array(z.enum(jobRoles)).max(jobRoles.length).default([]),
  experience: z.array(experience).max(20, 'validation.tooManyItems').default([]),
  skills: shortList(30, 60),
  certifications: z.array(certification).max(20, 'validation.tooManyItems').default([]),
  languages: shortList(10, 40),
  availability: weekGrid.default({}),
  visibility: z.enum(resumeVisibilities).default('visible'),
});
export type ResumeInput = z.infer<typeof resumeInput>;
export type ResumeFormValues = z.input<typeof resumeInput>;
