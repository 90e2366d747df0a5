import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionWindowInput } from '@brigade/shared/applications/decision-window';
import { apiPaths } from '@brigade/shared/routes';
import type { ProfileAnswer } from '@brigade/shared/profile';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileQueryKey } from './get-profile.ts';

/** PUT /api/profile/decision-window: the venue's days to decide (400 outside 14–60). */
export function useSaveDecisionWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionWindowInput) =>
      apiFetch<ProfileAnswer>(apiPaths.profileDecisionWindow, { method: 'PUT', body: input }),
    onSuccess: (answer) => queryClient.setQueryData<ProfileAnswer>(profileQueryKey, answer),
  });
}
