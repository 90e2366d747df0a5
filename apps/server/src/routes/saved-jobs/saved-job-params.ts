import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';

/** The server pattern of one saved job (the shared registry holds the client's path builder). */
export const savedJobRoute = `${apiPaths.savedJobs.list}/:jobId`;

/** `:jobId` as given: a malformed one is answered 404 by the service, like a missing job. */
export const savedJobParams = z.object({ jobId: z.string() });
