import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { JobStatus } from '@brigade/shared/jobs/job-options';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobsQueryKey } from '../../jobs/index.ts';
import { listingsQueryKey } from './listings-query-key.ts';

/**
 * POST /api/jobs/:id/status: publish (draft → open), close (open → closed) or reopen
 * (closed → open); the moved job, or an ApiError (409 status_move_refused, 404, …).
 */
export function changeJobStatus(id: string, status: JobStatus): Promise<JobDetail> {
  return apiFetch<JobDetail>(apiPaths.jobs.status(id), { method: 'POST', body: { status } });
}

export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: JobStatus }) => changeJobStatus(id, status),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}
