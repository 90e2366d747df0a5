import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { NotificationsAnswer } from '@brigade/shared/notifications/notification-answers';
import type { MarkNotificationsReadInput } from '@brigade/shared/notifications/notification-input';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { markReadLocally } from './mark-read-locally.ts';
import { notificationsQueryKey } from './notifications-query-key.ts';

/** POST /api/notifications/read: the given ids, or all; answers the list as it now is. */
export function markNotificationsRead(
  input: MarkNotificationsReadInput,
): Promise<NotificationsAnswer> {
  return apiFetch<NotificationsAnswer>(apiPaths.notifications.read, {
    method: 'POST',
    body: input,
  });
}

/**
 * Marks notifications read: the badge and the list change at once, the server's answer then
 * replaces them, and a failure puts them back with a toast. The callbacks live on the mutation,
 * so they still run after the panel has closed (a click also navigates away).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationsAnswer>(notificationsQueryKey);
      if (previous)
        queryClient.setQueryData(notificationsQueryKey, markReadLocally(previous, input));
      return { previous };
    },
    onSuccess: (answer) => queryClient.setQueryData(notificationsQueryKey, answer),
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
      toast({
        variant: 'destructive',
        title: t('notifications.markReadFailed'),
        description: t(errorMessageKey(error)),
      });
    },
  });
}
