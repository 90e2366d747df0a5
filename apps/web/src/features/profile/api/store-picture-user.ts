import type { QueryClient } from '@tanstack/react-query';
import type { ProfileAnswer } from '@brigade/shared/profile';
import type { SessionAnswer, SessionUser } from '@brigade/shared/session';
import { sessionQueryKey } from '../../session/index.ts';
import { profileQueryKey } from './get-profile.ts';

/**
 * After a picture change, the server's updated user becomes the session (so the header's avatar
 * changes at once) and a loaded profile gets the same photoURL.
 */
export function storePictureUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData<SessionAnswer>(sessionQueryKey, { user });
  queryClient.setQueryData<ProfileAnswer>(profileQueryKey, (answer) =>
    answer ? { ...answer, profile: { ...answer.profile, photoURL: user.photoURL } } : answer,
  );
}
