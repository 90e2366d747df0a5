import type { CertificateKind } from '@brigade/shared/resumes/certificates';
import { sql } from '../sql.ts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from '../pg-core.ts';
import type { DayPart, WeekDay } from '@brigade/shared/resumes/resume-input';
import { jobRoles } from '@brigade/shared/jobs/job-options';
import { resumeVisibilities } from '@brigade/shared/resumes/resume-input';
import { tsvector } from './search-vector.ts';
import { weekMaskSql } from './week-mask-sql.ts';
import { users } from './users.ts';

export interface ResumeExperience {
  role: string;
  venue: string;
  from: string;
  to: string;
  description: string;
}
export interface ResumeCertification {
  /** Given by the server on save (migration 0025 gave the ones saved before). */
  id?: string;
  /** Missing on certificates saved before kinds existed: read as `other`. */
  kind?: CertificateKind;
  name: string;
  expiresOn: string;
  /** The document in My Files (a stored file of the owner's), or empty. */
  fileId?: string;
}

/**
 * An applicant's resume: one per applicant. The CV is a stored file (`cvKey` in the storage
 * port; never leaves the server). `searchVector` (headline, skills, summary, experience roles) is
 * kept by the `resumes_search_vector` trigger (migration 0005) for Browse Applicants.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    summary: text('summary').notNull().default(''),
    roles: text('roles', { enum: jobRoles })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: jsonb('experience').$type<ResumeExperience[]>().notNull().default([]),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: jsonb('certifications').$type<ResumeCertification[]>().notNull().default([]),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: jsonb('availability')
      .$type<Partial<Record<WeekDay, DayPart[]>>>()
      .notNull()
      .default({}),
    /** The availability as 28 bits (week-mask-sql.ts), kept by the database. */
    availabilityMask: integer('availability_mask')
      .notNull()
      .generatedAlwaysAs(sql.raw(weekMaskSql('availability'))),
    visibility: text('visibility', { enum: resumeVisibilities }).notNull().default('visible'),
    cvKey: text('cv_key'),
    cvFileName: text('cv_file_name'),
    cvFileType: text('cv_file_type'),
    cvFileSize: integer('cv_file_size'),
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // fastupdate off, as for jobs_search_idx: searches never read a pending list.
    index('resumes_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('resumes_skills_idx').using('gin', table.skills).with({ fastupdate: false }),
    index('resumes_roles_idx').using('gin', table.roles).with({ fastupdate: false }),
  ],
);
