import { describe, expect, it } from 'vitest';
import { fileListPageSize } from '@brigade/shared/files/stored-file';
import { fileListApiSearch, fileListParams, readFileListFilters } from './list-search-params.ts';

describe('file list search params', () => {
  it('reads the view, folder and page, with defaults for anything odd', () => {
    expect(readFileListFilters(new URLSearchParams('view=shared&folder=menus&page=2'))).toEqual({
      view: 'shared',
      folder: 'menus',
      page: 2,
    });
    expect(readFileListFilters(new URLSearchParams('view=x&page=-3'))).toEqual({
      view: 'mine',
      folder: '',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and the API query with a page size', () => {
    const filters = { view: 'mine' as const, folder: 'menus', page: 1 };
    expect(fileListParams(filters).toString()).toBe('folder=menus');
    expect(fileListApiSearch(filters)).toBe(`folder=menus&page=1&pageSize=${fileListPageSize}`);
  });
});
