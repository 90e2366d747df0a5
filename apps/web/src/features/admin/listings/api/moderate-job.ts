import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJobSummary, JobModerationInput } from '@brigade/shared/admin/job-moderation';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminJobsQueryKey } from './admin-jobs-query-key.ts';

type Moderated = Pick<AdminJobSummary, 'id' | 'status' | 'closedReason' | 'removedAt'>;

/** POST /api/admin/jobs/:id/moderation: close or remove a job with a reason. */
export function moderateJob(id: string, input: JobModerationInput): Promise<Moderated> {
  return apiFetch<Moderated>(apiPaths.admin.jobModeration(id), { method: 'POST', body: input });
}

export function useModerateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: JobModerationInput }) =>
      moderateJob(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsQueryKey }),
  });
}
