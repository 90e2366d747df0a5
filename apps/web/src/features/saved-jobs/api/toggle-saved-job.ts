import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { Page } from '@brigade/shared/jobs/job-answers';
import type { SavedJob, SavedJobIds } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { refreshQueries } from '../../../lib/refresh-queries.ts';
import { toast } from '../../../lib/toast-store.ts';
import { savedJobIdsQueryKey, savedJobsListKey } from './saved-jobs-query-keys.ts';

export interface SavedJobChange {
  jobId: string;
  /** true to save, false to unsave. */
  saved: boolean;
}

/** PUT (save) or DELETE (unsave) /api/saved-jobs/:jobId; both idempotent, 204. */
export async function changeSavedJob({ jobId, saved }: SavedJobChange): Promise<void> {
  await apiFetch<undefined>(apiPaths.savedJobs.job(jobId), { method: saved ? 'PUT' : 'DELETE' });
}

/** Puts one job in or out of the cached ids and, when unsaving, out of the cached list pages. */
function applyLocally(queryClient: QueryClient, { jobId, saved }: SavedJobChange): void {
  queryClient.setQueryData<SavedJobIds>(savedJobIdsQueryKey, (answer) =>
    answer
      ? {
          jobIds: saved
            ? [jobId, ...answer.jobIds.filter((id) => id !== jobId)]
            : answer.jobIds.filter((id) => id !== jobId),
        }
      : answer,
  );
  if (saved) return;
  queryClient.setQueriesData<Page<SavedJob>>({ queryKey: savedJobsListKey }, (page) =>
    page && page.items.some((item) => item.jobId === jobId)
      ? {
          ...page,
          items: page.items.filter((item) => item.jobId !== jobId),
          total: page.total - 1,
        }
      : page,
  );
}

/**
 * Saves or unsaves a job optimistically: every toggle and the Saved jobs list change at once; a
 * failure turns that one job back (other changes made meanwhile stay) and says why in a toast.
 * The list is read again afterwards, so it matches the server.
 */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('savedJobs');
  return useMutation({
    mutationFn: changeSavedJob,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: savedJobIdsQueryKey });
      applyLocally(queryClient, change);
    },
    onError: (error, change) => {
      applyLocally(queryClient, { ...change, saved: !change.saved });
      toast({
        variant: 'destructive',
        title: t(change.saved ? 'savedJobs.saveFailed' : 'savedJobs.unsaveFailed'),
        description: t(errorMessageKey(error)),
      });
    },
    onSettled: () => refreshQueries(queryClient, savedJobsListKey),
  });
}
