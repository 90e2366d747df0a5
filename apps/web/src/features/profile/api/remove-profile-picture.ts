import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer } from '@brigade/shared/session';
import { apiFetch } from '../../../lib/api-client.ts';
import { storePictureUser } from './store-picture-user.ts';

/** DELETE /api/profile/picture: `{ user }` with photoURL null, or an ApiError (401, 429). */
export function removeProfilePicture(): Promise<SessionAnswer> {
  return apiFetch<SessionAnswer>(apiPaths.profilePicture, { method: 'DELETE' });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: ({ user }) => {
      if (user) storePictureUser(queryClient, user);
    },
  });
}
