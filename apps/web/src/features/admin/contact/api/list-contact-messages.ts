import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminContactMessagePage } from '@brigade/shared/admin/contact-messages';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../../lib/api-client.ts';

/** The cache key of every contact messages list (invalidated after marking one). */
export const contactMessagesQueryKey = ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages?status&page&pageSize, newest first, with the unread total. */
export function listContactMessages(search: string, signal?: AbortSignal) {
  return apiFetch<AdminContactMessagePage>(`${apiPaths.admin.contactMessages}?${search}`, {
    signal,
  });
}

export function useContactMessages(search: string) {
  return useQuery({
    queryKey: [...contactMessagesQueryKey, search],
    queryFn: ({ signal }) => listContactMessages(search, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
