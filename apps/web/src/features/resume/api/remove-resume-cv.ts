import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownResumeQueryKey } from './get-own-resume.ts';
import type { OwnResumeAnswer } from './get-own-resume.ts';

/** DELETE /api/resume/cv: the resume without its CV. */
export function removeResumeCv(): Promise<OwnResumeAnswer> {
  return apiFetch<OwnResumeAnswer>(apiPaths.resumeCv, { method: 'DELETE' });
}

export function useRemoveResumeCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeResumeCv,
    onSuccess: (answer) => queryClient.setQueryData<OwnResumeAnswer>(ownResumeQueryKey, answer),
  });
}
