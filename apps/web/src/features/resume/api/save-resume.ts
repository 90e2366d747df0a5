import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ResumeInput } from '@brigade/shared/resumes/resume-input';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../profile/index.ts';
import { ownResumeQueryKey } from './get-own-resume.ts';
import type { OwnResumeAnswer } from './get-own-resume.ts';

/** PUT /api/resume: the saved resume, or an ApiError (400 with field errors like `skills.2`). */
export function saveResume(input: ResumeInput): Promise<OwnResumeAnswer> {
  return apiFetch<OwnResumeAnswer>(apiPaths.resume, { method: 'PUT', body: input });
}

/** Saves the resume; the profile's `missing` list changes with it, so it is read again. */
export function useSaveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResume,
    onSuccess: (answer) => {
      queryClient.setQueryData<OwnResumeAnswer>(ownResumeQueryKey, answer);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
