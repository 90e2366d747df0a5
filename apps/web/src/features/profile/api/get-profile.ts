import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ProfileAnswer } from '@brigade/shared/profile';
import { apiFetch } from '../../../lib/api-client.ts';

/** The signed-in user's profile; dropped with everything else when the session changes. */
export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: the profile, whether it is complete and what it still lacks. */
export function getProfile(signal?: AbortSignal): Promise<ProfileAnswer> {
  return apiFetch<ProfileAnswer>(apiPaths.profile, { signal });
}

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    // One quiet retry; after that the page says what went wrong and offers its own retry.
    retry: 1,
  });
}
