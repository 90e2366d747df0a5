import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { ownResumeQueryKey } from './get-own-resume.ts';
import type { OwnResumeAnswer } from './get-own-resume.ts';

/**
 * POST /api/resume/cv (multipart, one pdf, doc or docx): the resume with its CV; or an ApiError
 * (413 file_too_large, 415 file_type_not_allowed / file_type_unsafe, 409 resume_missing, 429).
 */
export function uploadResumeCv(
  file: File,
  onProgress: (percent: number) => void,
): Promise<OwnResumeAnswer> {
  return uploadWithProgress<OwnResumeAnswer>(apiPaths.resumeCv, file, onProgress);
}

/** The upload as a mutation, with its progress in percent (null when no upload is running). */
export function useUploadResumeCv() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadResumeCv(file, setProgress);
    },
    onSuccess: (answer) => queryClient.setQueryData<OwnResumeAnswer>(ownResumeQueryKey, answer),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
