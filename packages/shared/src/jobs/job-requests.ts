import { z } from 'zod';
import { hasHours, hoursToPublish, jobInput, jobLimits } from './job-input.ts';
import { jobStatuses } from './job-options.ts';
import { pageParams, pageSizeMax } from '../pagination.ts';

/**
 * POST /api/jobs (Post a Job): the Job schema plus `publish` — true opens the job at once (it is
 * in search from now, and needs its hours a week), false or absent saves it as a draft only its
 * restaurant sees.
 */
export const jobCreateInput = jobInput
  .extend({
    publish: z.boolean().default(false),
    /** The venue it is for (teams, issue 17): needed when the member works for several. */
    venueId: z.uuid('validation.venueInvalid').optional(),
  })
  .refine((job) => job.publish !== true || hasHours(job), hoursToPublish);
export type JobCreateInput = z.infer<typeof jobCreateInput>;
export type JobCreateFormValues = z.input<typeof jobCreateInput>;

/** PUT /api/jobs/:id/follow (teams): follow a listing, or stop. */
export const jobFollowInput = z.object({ following: z.boolean() });

/** PUT /api/jobs/:id/assignee (teams): the member who looks after the listing. */
export const jobAssigneeInput = z.object({ assigneeId: z.uuid('validation.memberInvalid') });

/** POST /api/jobs/:id/status: the move to make (draft→open, open→closed, closed→open). */
export const jobStatusInput = z.object({
  status: z.enum(jobStatuses, 'validation.statusInvalid'),
});
export type JobStatusInput = z.infer<typeof jobStatusInput>;

/**
 * GET /api/restaurant/jobs (Manage Listings): the restaurant's own jobs, by status and by part
 * of their title (`q`: the inbox's job filter finds one among any number of listings).
 */
export const listingQuery = z.object({
  status: z.enum(jobStatuses).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(jobLimits.titleMax)
    .optional()
    .catch(undefined)
    .transform((text) => text || undefined),
  /** One venue's listings (the venue switcher); every venue the member works for without it. */
  venue: z.uuid().optional().catch(undefined),
  ...pageParams(pageSizeMax),
});
export type ListingQuery = z.infer<typeof listingQuery>;

/** GET /api/jobs/latest (the home page): the newest open jobs, at most 12. */
export const latestJobsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(6).catch(6),
});
