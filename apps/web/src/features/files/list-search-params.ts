import type { FileListView } from './api/list-files.ts';

export const filesPageSize = 20;

export interface FileListFilters {
  view: FileListView;
  folder: string;
  page: number;
}

/** The list's state from the page's URL: `?view=shared&folder=menus&page=2`. */
export function readFileListFilters(params: URLSearchParams): FileListFilters {
  const page = Number(params.get('page'));
  return {
    view: params.get('view') === 'shared' ? 'shared' : 'mine',
    folder: params.get('folder')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page's URL parameters for a state (defaults left out). */
export function fileListParams({ view, folder, page }: FileListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (view === 'shared') params.set('view', view);
  if (folder) params.set('folder', folder);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The API's query string for a state. */
export function fileListApiSearch({ folder, page }: FileListFilters): string {
  const params = new URLSearchParams();
  if (folder) params.set('folder', folder);
  params.set('page', String(page));
  params.set('pageSize', String(filesPageSize));
  return params.toString();
}
