import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer } from '@brigade/shared/session';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { storePictureUser } from './store-picture-user.ts';

/**
 * POST /api/profile/picture (multipart, field `file`): `{ user }` with the new photoURL, or an
 * ApiError (413 file_too_large, 415 file_type_not_allowed / file_type_unsafe, 429, …).
 */
export function uploadProfilePicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<SessionAnswer> {
  return uploadWithProgress<SessionAnswer>(apiPaths.profilePicture, file, onProgress);
}

/** The upload as a mutation, with its progress in percent (null when no upload is running). */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadProfilePicture(file, setProgress);
    },
    onSuccess: ({ user }) => {
      if (user) storePictureUser(queryClient, user);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
