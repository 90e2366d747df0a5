import { z } from 'zod';
import { pageParams } from '../pagination.ts';
import { applicationStatuses } from './application-status.ts';

/**
 * `fit`: the applicants whose availability covers most of the job's shifts first (then newest);
 * `newest` (the default): newest first.
 */
export const applicationSorts = ['newest', 'fit'] as const;
export type ApplicationSort = (typeof applicationSorts)[number];

/** GET /api/applicant/applications and /api/restaurant/applications: filters, order, the page. */
export const applicationListQuery = z.object({
  jobId: z.uuid().optional().catch(undefined),
  status: z.enum(applicationStatuses).optional().catch(undefined),
  sort: z.enum(applicationSorts).optional().catch(undefined),
  ...pageParams(50),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;
