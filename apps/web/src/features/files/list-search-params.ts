/**
 * My Files' URL: which list (`view`), the folder and the page. The folder and the page follow
 * GET /api/files's own rules (a malformed folder or page is dropped, not sent to be refused).
 */
import { z } from 'zod';
import { fileListPageSize, fileListQuery } from '@brigade/shared/files/stored-file';
import { readSearchParams, writeSearchParams } from '../../lib/search-params.ts';
import type { FileListView } from './api/list-files.ts';

export const filesPageSize = fileListPageSize;

export interface FileListFilters {
  view: FileListView;
  folder: string;
  page: number;
}

const views = ['mine', 'shared'] as const satisfies readonly FileListView[];

const urlParams = z.object({
  /** Not an API parameter: each view is its own endpoint. */
  view: z.enum(views).default('mine').catch('mine'),
  ...fileListQuery.pick({ folder: true, page: true }).shape,
});

/** The list's state from the page's URL: `?view=shared&folder=menus&page=2`. */
export function readFileListFilters(params: URLSearchParams): FileListFilters {
  const { view, folder, page } = readSearchParams(urlParams, params);
  return { view, folder: folder ?? '', page };
}

/** The page's URL parameters for a state (defaults left out). */
export function fileListParams(filters: FileListFilters): URLSearchParams {
  return writeSearchParams(urlParams, filters);
}

/** The API's query string for a state. */
export function fileListApiSearch({ folder, page }: FileListFilters): string {
  const params = writeSearchParams(fileListQuery, { folder });
  params.set('page', String(page));
  params.set('pageSize', String(filesPageSize));
  return params.toString();
}
