import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  JobAlertChangeInput,
  JobAlertInput,
  JobAlertsAnswer,
  JobAlertView,
} from '@brigade/shared/jobs/job-alerts';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

export const jobAlertsQueryKey = ['jobAlerts'] as const;

/** GET /api/job-alerts: my alerts and how many I may keep (applicants only). */
export function useJobAlerts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: jobAlertsQueryKey,
    queryFn: ({ signal }) => apiFetch<JobAlertsAnswer>(apiPaths.jobAlerts.list, { signal }),
    enabled: options.enabled ?? true,
    retry: 1,
  });
}

/** A change to my alerts: once done, the list is read again. */
function useAlertChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAlertsQueryKey }),
  });
}

export function useCreateJobAlert() {
  return useAlertChange((input: JobAlertInput) =>
    apiFetch<JobAlertView>(apiPaths.jobAlerts.list, { method: 'POST', body: input }),
  );
}

export function useChangeJobAlert(id: string) {
  return useAlertChange((change: JobAlertChangeInput) =>
    apiFetch<JobAlertView>(apiPaths.jobAlerts.alert(id), { method: 'PATCH', body: change }),
  );
}

export function useDeleteJobAlert(id: string) {
  return useAlertChange(() =>
    apiFetch<undefined>(apiPaths.jobAlerts.alert(id), { method: 'DELETE' }),
  );
}
