import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MailPreference,
  MailPreferencesAnswer,
} from '@brigade/shared/notifications/mail-topics';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** Dropped with everything else when the session changes. */
export const mailPreferencesQueryKey = ['mail-preferences'] as const;

/** GET /api/account/notification-preferences: one entry per topic of the person's account. */
export function useMailPreferences() {
  return useQuery({
    queryKey: mailPreferencesQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<MailPreferencesAnswer>(apiPaths.notificationPreferences, { signal }),
    retry: 1,
  });
}

/** PUT /api/account/notification-preferences: saves the choices and caches the answer. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: MailPreference[]) =>
      apiFetch<MailPreferencesAnswer>(apiPaths.notificationPreferences, {
        method: 'PUT',
        body: { preferences },
      }),
    onSuccess: (answer) => queryClient.setQueryData(mailPreferencesQueryKey, answer),
  });
}
