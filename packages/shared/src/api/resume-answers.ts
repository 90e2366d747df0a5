import { z } from 'zod';
import { certificateKinds } from '../resumes/certificates.ts';
import type { Page } from '../jobs/job-answers.ts';
import { jobRoles } from '../jobs/job-options.ts';
import type { ResumeCard, ResumeView } from '../resumes/resume-answers.ts';
import { dayParts, resumeVisibilities, weekDays } from '../resumes/resume-input.ts';
import { answerOf, answerRegistry, instant, pageOf } from './answer-schema.ts';
import { jobFit } from './job-answers.ts';

/** Answer schemas of resumes, their CVs and Browse Applicants (resumes/resume-answers.ts). */

/** `YYYY-MM`: experience is dated by month. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** Day of the week → the parts of that day the applicant is available. */
const availability = z.partialRecord(z.enum(weekDays), z.array(z.enum(dayParts)));

const owner = {
  id: z.uuid(),
  applicantId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  photoURL: z.string().nullable(),
  city: z.string().nullable(),
};

export const resumeView = answerOf<ResumeView>()(
  z
    .object({
      ...owner,
      headline: z.string(),
      summary: z.string(),
      roles: z.array(z.enum(jobRoles)),
      experience: z.array(
        z.object({
          role: z.string(),
          venue: z.string(),
          from: month,
          /** Empty while the job is current. */
          to: z.union([month, z.literal('')]),
          description: z.string(),
        }),
      ),
      skills: z.array(z.string()),
      certifications: z.array(
        z.object({
          id: z.union([z.uuid(), z.literal('')]),
          kind: z.enum(certificateKinds),
          name: z.string(),
          expiresOn: z.union([z.iso.date(), z.literal('')]),
          /** The owner's own link; empty for everyone else. */
          fileId: z.union([z.uuid(), z.literal('')]),
          /** For the owner and the venues the person applied to; else null. */
          document: z.object({ fileName: z.string(), downloadUrl: z.string() }).nullable(),
          /** When a venue that saw the document marked it checked, while it still holds. */
          checkedAt: instant().nullable(),
        }),
      ),
      languages: z.array(z.string()),
      availability,
      visibility: z.enum(resumeVisibilities),
      cv: z
        .object({
          fileName: z.string(),
          fileType: z.string(),
          fileSize: z.int().min(0),
          url: z.string(),
        })
        .nullable(),
      updatedAt: instant(),
    })
    .register(answerRegistry, {
      id: 'Resume',
      description: 'A resume, as its owner or someone allowed to see it reads it.',
    }),
);

export const resumeCard = answerOf<ResumeCard>()(
  z
    .object({
      ...owner,
      headline: z.string(),
      roles: z.array(z.enum(jobRoles)),
      skills: z.array(z.string()),
      availability,
      updatedAt: instant(),
      fit: jobFit.nullable(),
      highlighted: z.boolean(),
    })
    .register(answerRegistry, {
      id: 'ResumeCard',
      description: 'A visible resume as Browse Applicants lists it.',
    }),
);

export const resumeCardPage = answerOf<Page<ResumeCard>>()(pageOf(resumeCard));

/** `{ resume }`: a resume (saved, or its CV added, or read by id). */
export const resumeAnswer = answerOf<{ resume: ResumeView }>()(z.object({ resume: resumeView }));

/** `{ resume }`, null before the applicant saves one. */
export const ownResumeAnswer = answerOf<{ resume: ResumeView | null }>()(
  z.object({ resume: resumeView.nullable() }),
);
