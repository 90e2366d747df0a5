import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { StorageUsage, StoredFileView } from '@brigade/shared/files/stored-file';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every stored-file query starts with this key, so one invalidation refreshes them all. */
export const storedFilesQueryKey = ['storedFiles'] as const;

export type FileListView = 'mine' | 'shared';

/** `search`: the API's query string (folder, page, pageSize), as the page's URL holds it. */
export function useFileList(view: FileListView, search: string) {
  const path = view === 'mine' ? apiPaths.files.mine : apiPaths.files.sharedWithMe;
  return useQuery({
    queryKey: [...storedFilesQueryKey, view, search],
    queryFn: ({ signal }) =>
      apiFetch<Page<StoredFileView>>(`${path}${search ? `?${search}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** GET /api/files/usage: the bytes I store against my quota. */
export function useStorageUsage() {
  return useQuery({
    queryKey: [...storedFilesQueryKey, 'usage'],
    queryFn: ({ signal }) => apiFetch<StorageUsage>(apiPaths.files.usage, { signal }),
    retry: 1,
  });
}
