import { useQuery } from '@tanstack/react-query';
import type { AuthProvidersAnswer } from '@brigade/shared/auth/social-sign-in';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/auth/providers: the social provider's name when one is configured. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiFetch<AuthProvidersAnswer>(apiPaths.auth.providers, { signal }),
    // The server's configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
}
