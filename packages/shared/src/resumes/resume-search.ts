import { z } from 'zod';
import { pageParams } from '../pagination.ts';
import { jobRoles } from '../jobs/job-options.ts';
import { dayParts, weekDays } from './resume-input.ts';

/** Browse Applicants shows 20 resumes a page unless asked for another size. */
export const resumeSearchPageSize = 20;

/**
 * GET /api/resumes (Browse Applicants, restaurants only): visible resumes by skill or any word
 * (`q`), wanted role, city and availability (a day, optionally a part of it). Bad values are
 * dropped, as in job search.
 */
export const resumeSearchQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  role: z.enum(jobRoles).optional().catch(undefined),
  city: z.string().trim().max(100).optional().catch(undefined),
  day: z.enum(weekDays).optional().catch(undefined),
  dayPart: z.enum(dayParts).optional().catch(undefined),
  ...pageParams(resumeSearchPageSize),
});
export type ResumeSearchQuery = z.infer<typeof resumeSearchQuery>;
