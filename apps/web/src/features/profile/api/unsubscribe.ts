import { useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeAnswer } from '@brigade/shared/notifications/unsubscribe';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

const unsubscribePath = (token: string) =>
  `${apiPaths.mailUnsubscribe}?${new URLSearchParams({ token }).toString()}`;

/** A link the server refused (forged, cut short, made for something else): retrying won't help. */
export const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.code === 'invalid_unsubscribe_link' || error.status === 400);

/** GET /api/mail/unsubscribe?token: which topic the link turns off (nothing changes yet). */
export function useUnsubscribeTopic(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => apiFetch<UnsubscribeAnswer>(unsubscribePath(token), { signal }),
    enabled: token !== '',
    retry: (failures, error) => !isInvalidLink(error) && failures < 1,
  });
}

/** POST /api/mail/unsubscribe?token: turns the link's topic off (again: no change). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<UnsubscribeAnswer>(unsubscribePath(token), { method: 'POST' }),
  });
}
