import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';

/** Server patterns of the admin's user routes (the shared registry holds the path builders). */
export const adminUserRoutes = {
  user: `${apiPaths.admin.users}/:id`,
  status: `${apiPaths.admin.users}/:id/status`,
  role: `${apiPaths.admin.users}/:id/role`,
  plan: `${apiPaths.admin.users}/:id/plan`,
  twoFactor: `${apiPaths.admin.users}/:id/two-factor`,
  sessions: `${apiPaths.admin.users}/:id/sessions`,
  session: `${apiPaths.admin.users}/:id/sessions/:sessionId`,
  certificateCheck: '/api/admin/certificate-checks/:id',
} as const;

/** `:id` as given: a malformed one is a 404 from the service, like an unknown user. */
export const userIdParams = z.object({ id: z.string() });
export const userSessionParams = z.object({ id: z.string(), sessionId: z.string() });
