import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkStatusAnswer,
  BulkStatusInput,
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplatesAnswer,
} from '@brigade/shared/applications/message-templates';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicationsQueryKey } from '../../applications/index.ts';

export const templatesQueryKey = ['message-templates'] as const;

/** GET /api/message-templates: the venue's templates, oldest first. */
export function useMessageTemplates() {
  return useQuery({
    queryKey: templatesQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<MessageTemplatesAnswer>(apiPaths.messageTemplates.list, { signal }),
    retry: 1,
  });
}

/** Add (no id), change (an id) or delete (`remove`) a template; the list is read again after. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MessageTemplateInput }) =>
      id
        ? apiFetch<MessageTemplate>(apiPaths.messageTemplates.template(id), {
            method: 'PUT',
            body: input,
          })
        : apiFetch<MessageTemplate>(apiPaths.messageTemplates.list, {
            method: 'POST',
            body: input,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<undefined>(apiPaths.messageTemplates.template(id), { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

/** POST /api/applications/bulk-status: each application's outcome; the lists are read again. */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusInput) =>
      apiFetch<BulkStatusAnswer>(apiPaths.applicationsBulkStatus, { method: 'POST', body: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
