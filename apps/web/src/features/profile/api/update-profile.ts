import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ProfileAnswer, ProfileInput } from '@brigade/shared/profile';
import type { SessionAnswer } from '@brigade/shared/session';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../session/index.ts';
import { profileQueryKey } from './get-profile.ts';

/** PUT /api/profile: the saved profile; or an ApiError (400 with field errors, 401). */
export function updateProfile(input: ProfileInput): Promise<ProfileAnswer> {
  return apiFetch<ProfileAnswer>(apiPaths.profile, { method: 'PUT', body: input });
}

/**
 * Saves the profile and keeps the cache in step: the profile query gets the server's answer,
 * and the session user its new names (the header's menu is labelled with the first name).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData<ProfileAnswer>(profileQueryKey, answer);
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (session) =>
        session?.user
          ? {
              user: {
                ...session.user,
                firstName: answer.profile.firstName,
                lastName: answer.profile.lastName,
                profileComplete: answer.profileComplete,
              },
            }
          : session,
      );
    },
  });
}
