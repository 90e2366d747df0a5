import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@brigade/shared/admin/contact-messages';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../../lib/api-client.ts';
import { contactMessagesQueryKey } from './list-contact-messages.ts';

/** PUT /api/admin/contact-messages/:id { read }: mark one read or unread. */
export function setContactMessageRead(id: string, read: boolean) {
  return apiFetch<AdminContactMessage>(apiPaths.admin.contactMessage(id), {
    method: 'PUT',
    body: { read },
  });
}

export function useSetContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => setContactMessageRead(id, read),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey }),
  });
}
