import type { ResumeCertification, resumes } from '../../db/schema/resumes.ts';
import { englishText } from '../../core/english-text.ts';

function certificateName({ kind, name }: ResumeCertification): string {
  const kindName =
    kind && kind !== 'other' ? englishText(`resume.certificateKinds.${kind}`) : undefined;
  if (!kindName) return name;
  return name ? `${kindName} · ${name}` : kindName;
}

/** The JSON Resume version the export follows (https://jsonresume.org/schema). */
export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The part of JSON Resume that Brigade's resume fills. */
export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; postalCode?: string; city?: string };
  };
  work: {
    name: string;
    position: string;
    startDate: string;
    endDate?: string;
    summary?: string;
  }[];
  skills: { name: string }[];
  languages: { language: string }[];
  /** `expiresOn` is Brigade's own (JSON Resume allows extra properties; it has no expiry). */
  certificates: { name: string; expiresOn?: string }[];
  meta: { version: string; lastModified: string };
}

export type ResumeForExport = Pick<
  typeof resumes.$inferSelect,
  'headline' | 'summary' | 'experience' | 'skills' | 'certifications' | 'languages' | 'updatedAt'
>;

/** Who the resume is about, from their account and Edit Profile. Empty strings mean "not given". */
export interface ResumePerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bio: string;
  city: string;
  /** The profile picture's absolute URL, or null. */
  imageUrl: string | null;
}

/** `{ key: value }` when the value is a non-empty string, else nothing (for spreading). */
const given = <K extends string>(key: K, value: string | null | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/**
 * Brigade's resume as JSON Resume: basics from the account and profile (headline as label,
 * summary or else bio), experience as work (venue as name, role as position, months as dates),
 * skills, languages and certifications as certificates. Roles, availability and visibility have
 * no JSON Resume field: the export carries them beside it. Brigade keeps no education.
 */
export function toJsonResume(resume: ResumeForExport, person: ResumePerson): JsonResume {
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: `${person.firstName} ${person.lastName}`.trim(),
      ...given('label', resume.headline),
      ...given('image', person.imageUrl),
      ...given('email', person.email),
      ...given('phone', person.phone),
      ...given('summary', resume.summary || person.bio),
      // A job seeker's profile has a city, no street address or website.
      ...(person.city ? { location: { city: person.city } } : {}),
    },
    work: resume.experience.map((entry) => ({
      name: entry.venue,
      position: entry.role,
      startDate: entry.from,
      ...given('endDate', entry.to),
      ...given('summary', entry.description),
    })),
    skills: resume.skills.map((name) => ({ name })),
    languages: resume.languages.map((language) => ({ language })),
    // A listed kind is named in English (the export's language), with the person's detail.
    certificates: resume.certifications.map((certificate) => ({
      name: certificateName(certificate),
      ...given('expiresOn', certificate.expiresOn),
    })),
    meta: {
      version: 'v1.0.0',
      // JSON Resume asks for YYYY-MM-DDThh:mm:ss.
      lastModified: resume.updatedAt.toISOString().slice(0, 19),
    },
  };
}
