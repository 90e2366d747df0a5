import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { listingsQueryKey } from './listings-query-key.ts';

/** PUT /api/jobs/:id/follow and …/assignee (teams): who hears of a listing's applications. */
export function useJobWatchers() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
  const follow = useMutation({
    mutationFn: ({ id, following }: { id: string; following: boolean }) =>
      apiFetch<undefined>(apiPaths.jobs.follow(id), { method: 'PUT', body: { following } }),
    onSettled: refresh,
  });
  const assign = useMutation({
    mutationFn: ({ id, assigneeId }: { id: string; assigneeId: string }) =>
      apiFetch<undefined>(apiPaths.jobs.assignee(id), { method: 'PUT', body: { assigneeId } }),
    onSettled: refresh,
  });
  return { follow, assign };
}
