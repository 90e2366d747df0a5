import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/sign-out: 204, the session ended on the server and its cookie cleared. */
export async function signOut(): Promise<void> {
  await apiFetch<unknown>(apiPaths.auth.signOut, { method: 'POST' });
}
