import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ApplyInput } from '@brigade/shared/applications/application-input';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicationsQueryKey } from './list-applications.ts';

/**
 * POST /api/jobs/:id/applications: 201 `{ id }`; or an ApiError: 409 already_applied,
 * resume_required, job_not_open; 404; 429.
 */
export function applyToJob(jobId: string, input: ApplyInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>(apiPaths.jobApplications(jobId), {
    method: 'POST',
    body: input,
  });
}

/** Applying to one job (the job page's Apply); the applicant's lists are read again after. */
export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => applyToJob(jobId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
