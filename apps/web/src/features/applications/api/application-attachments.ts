import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationAttachmentsAnswer } from '@brigade/shared/applications/application-attachments';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicationQueryKey } from './get-application.ts';

const attachmentsQueryKey = (id: string) => [...applicationQueryKey(id), 'attachments'] as const;

/** GET …/attachments: the files attached to one application. */
export function useApplicationAttachments(applicationId: string) {
  return useQuery({
    queryKey: attachmentsQueryKey(applicationId),
    queryFn: ({ signal }) =>
      apiFetch<ApplicationAttachmentsAnswer>(apiPaths.applicationAttachments(applicationId), {
        signal,
      }),
    retry: 1,
  });
}

/**
 * Attach (`{ fileId }` → POST) or detach (`{ fileId, detach: true }` → DELETE) a file; both
 * answer the list as it now is, which becomes the section's data.
 */
export function useChangeAttachments(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, detach }: { fileId: string; detach?: boolean }) =>
      detach
        ? apiFetch<ApplicationAttachmentsAnswer>(
            apiPaths.applicationAttachment(applicationId, fileId),
            { method: 'DELETE' },
          )
        : apiFetch<ApplicationAttachmentsAnswer>(apiPaths.applicationAttachments(applicationId), {
            method: 'POST',
            body: { fileId },
          }),
    onSuccess: (answer) => queryClient.setQueryData(attachmentsQueryKey(applicationId), answer),
  });
}
