import { z } from 'zod';
import { pageParams } from '../pagination.ts';
import { applicationStatuses } from './application-status.ts';

/** GET /api/applicant/applications and /api/restaurant/applications: filters and the page. */
export const applicationListQuery = z.object({
  jobId: z.uuid().optional().catch(undefined),
  status: z.enum(applicationStatuses).optional().catch(undefined),
  ...pageParams(50),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;
