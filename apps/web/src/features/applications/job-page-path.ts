import { paths } from '@brigade/shared/routes';

/**
 * A job's own page, `/jobs/{id}` (the route). Follow-up: use the route registry's helper
 * once the Jobs pages add one to `@brigade/shared/routes`, and delete this file.
 */
export function jobPagePath(jobId: string): string {
  return `${paths.jobs}/${encodeURIComponent(jobId)}`;
}
