/**
 * Create Resume's form values and the small rules behind its controls: the starting values from
 * a saved resume, adding a tag, ticking an availability slot, and where a server field error goes.
 */
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import type { DayPart, ResumeFormValues, WeekDay } from '@brigade/shared/resumes/resume-input';
import { hasSlot, normaliseWeekGrid, toggleSlot } from '@brigade/shared/resumes/week-grid';

export type ResumeFormState = Required<ResumeFormValues>;
export type Availability = ResumeFormState['availability'];
export type ExperienceValues = NonNullable<ResumeFormState['experience']>[number];
export type CertificationValues = NonNullable<ResumeFormState['certifications']>[number];

/** The shared schema's limits on the tag lists (items and characters per item). */
export const tagLimits = {
  skills: { items: 30, length: 60 },
  languages: { items: 10, length: 40 },
} as const;

export type TagListName = keyof typeof tagLimits;

/** The form's starting values: the saved resume, or an empty one (visible by default). */
export function resumeFormValues(resume: ResumeView | null): ResumeFormState {
  return {
    headline: resume?.headline ?? '',
    summary: resume?.summary ?? '',
    roles: resume ? [...resume.roles] : [],
    experience: resume
      ? resume.experience.map(({ role, venue, from, to, description }) => ({
          role,
          venue,
          from,
          to,
          description,
        }))
      : [],
    skills: resume ? [...resume.skills] : [],
    certifications: resume
      ? resume.certifications.map(({ id, kind, name, expiresOn, fileId }) =>
          // The id keeps a venue's check with the certificate (a certificate read before ids: none).
          id ? { id, kind, name, expiresOn, fileId } : { kind, name, expiresOn, fileId },
        )
      : [],
    languages: resume ? [...resume.languages] : [],
    availability: resume ? normaliseAvailability(resume.availability) : {},
    visibility: resume?.visibility ?? 'visible',
  };
}

export function emptyExperience(): ExperienceValues {
  return { role: '', venue: '', from: '', to: '', description: '' };
}

export function emptyCertification(): CertificationValues {
  return { kind: 'other', name: '', expiresOn: '', fileId: '' };
}

export type TagAddition =
  | { ok: true; list: string[] }
  | { ok: false; reason: 'empty' | 'duplicate' | 'tooLong' | 'tooMany' };

/** Adds a typed tag: trimmed, not empty, not already there (any case), within the limits. */
export function addTag(list: readonly string[], typed: string, name: TagListName): TagAddition {
  const tag = typed.trim().replace(/\s+/g, ' ');
  const limits = tagLimits[name];
  if (tag === '') return { ok: false, reason: 'empty' };
  if (list.some((item) => item.toLowerCase() === tag.toLowerCase())) {
    return { ok: false, reason: 'duplicate' };
  }
  if (tag.length > limits.length) return { ok: false, reason: 'tooLong' };
  if (list.length >= limits.items) return { ok: false, reason: 'tooMany' };
  return { ok: true, list: [...list, tag] };
}

/** Days in week order, parts in the day's order; days with nothing ticked are left out. */
export const normaliseAvailability: (availability: Availability) => Availability =
  normaliseWeekGrid;

export const isAvailable: (availability: Availability, day: WeekDay, part: DayPart) => boolean =
  hasSlot;

/** Ticks or unticks one slot of the availability grid. */
export const toggleAvailability: (
  availability: Availability,
  day: WeekDay,
  part: DayPart,
) => Availability = toggleSlot;

const fieldPatterns = [
  /^(headline|summary|roles|experience|skills|certifications|languages|availability|visibility)$/,
  /^experience\.\d+\.(role|venue|from|to|description)$/,
  /^certifications\.\d+\.(kind|name|expiresOn|fileId)$/,
];

/**
 * The form field a server field error belongs under: the field itself, or for one tag of a list
 * (`skills.3`) the whole list, whose control shows the message. Null for an unknown key.
 */
export function fieldErrorTarget(key: string): string | null {
  const tag = /^(skills|languages)\.\d+$/.exec(key);
  if (tag?.[1]) return tag[1];
  const availability = /^availability\./.test(key);
  if (availability) return 'availability';
  return fieldPatterns.some((pattern) => pattern.test(key)) ? key : null;
}
