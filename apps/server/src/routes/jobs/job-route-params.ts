import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';

/** Server patterns of the job routes (the shared registry holds the client's path builders). */
export const jobRoutes = {
  job: `${apiPaths.jobs.search}/:id`,
  status: `${apiPaths.jobs.search}/:id/status`,
  renew: `${apiPaths.jobs.search}/:id/renew`,
  boost: `${apiPaths.jobs.search}/:id/boost`,
  stats: `${apiPaths.jobs.search}/:id/stats`,
  views: `${apiPaths.jobs.search}/:id/views`,
  follow: `${apiPaths.jobs.search}/:id/follow`,
  assignee: `${apiPaths.jobs.search}/:id/assignee`,
} as const;

/** `:id` as given: a malformed one is answered 404 by the service, like a missing job. */
export const jobIdParams = z.object({ id: z.string() });
