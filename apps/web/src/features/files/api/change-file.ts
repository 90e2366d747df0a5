import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type {
  FileMetadataInput,
  FileShareInput,
  StoredFileView,
} from '@brigade/shared/files/stored-file';
import { apiFetch } from '../../../lib/api-client.ts';
import { storedFilesQueryKey } from './list-files.ts';

/** A change to one file: once it is done, every list (and the usage) is read again. */
function useFileChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storedFilesQueryKey }),
  });
}

export function useUpdateFileMetadata(id: string) {
  return useFileChange((input: FileMetadataInput) =>
    apiFetch<StoredFileView>(apiPaths.files.file(id), { method: 'PATCH', body: input }),
  );
}

export function useDeleteFile(id: string) {
  return useFileChange(() => apiFetch<undefined>(apiPaths.files.file(id), { method: 'DELETE' }));
}

export function useShareFile(id: string) {
  return useFileChange((input: FileShareInput) =>
    apiFetch<StoredFileView>(apiPaths.files.shares(id), { method: 'POST', body: input }),
  );
}

export function useRevokeShare(id: string) {
  return useFileChange((userId: string) =>
    apiFetch<StoredFileView>(apiPaths.files.share(id, userId), { method: 'DELETE' }),
  );
}
