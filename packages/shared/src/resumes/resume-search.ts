import { z } from 'zod';
import { pageParams } from '../pagination.ts';
import { jobRoles } from '../jobs/job-options.ts';
import { requirableCertificates } from './certificates.ts';
import { dayParts, weekDays } from './resume-input.ts';

/** Browse Applicants shows 20 resumes a page unless asked for another size. */
export const resumeSearchPageSize = 20;

/** `fit`: the resumes whose availability best fits `fitJobId`'s shifts first. */
export const resumeSorts = ['relevance', 'fit'] as const;
export type ResumeSort = (typeof resumeSorts)[number];

/**
 * GET /api/resumes (Browse Applicants, restaurants only): visible resumes by skill or any word
 * (`q`), wanted role, city, availability (a day, optionally a part of it) and a certificate held. With `fitJobId`
 * (one of the restaurant's own listings), each resume says how its availability fits that job's
 * shifts, and `sort=fit` puts the best fit first. Bad values are dropped, as in job search.
 */
export const resumeSearchQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  role: z.enum(jobRoles).optional().catch(undefined),
  city: z.string().trim().max(100).optional().catch(undefined),
  day: z.enum(weekDays).optional().catch(undefined),
  dayPart: z.enum(dayParts).optional().catch(undefined),
  fitJobId: z.uuid().optional().catch(undefined),
  /** Only resumes holding this certificate today (valid, expiring, or with no expiry date). */
  certificate: z.enum(requirableCertificates).optional().catch(undefined),
  sort: z.enum(resumeSorts).optional().catch(undefined),
  ...pageParams(resumeSearchPageSize),
});
export type ResumeSearchQuery = z.infer<typeof resumeSearchQuery>;
