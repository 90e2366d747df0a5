import { describe, expect, it } from 'vitest';
import { listApiSearch, listFilterParams, readListFilters } from './list-search-params.ts';

describe('application list filters in the URL', () => {
  it('reads a status and a page', () => {
    expect(readListFilters(new URLSearchParams('status=Shortlisted&page=3'))).toEqual({
      status: 'Shortlisted',
      page: 3,
    });
  });

  it('drops unknown statuses and bad pages', () => {
    expect(readListFilters(new URLSearchParams('status=pending&page=-2'))).toEqual({
      status: null,
      page: 1,
    });
    expect(readListFilters(new URLSearchParams('page=1.5'))).toEqual({ status: null, page: 1 });
  });

  it('writes only what differs from the defaults, and the page size for the API', () => {
    expect(listFilterParams({ status: null, page: 1 }).toString()).toBe('');
    expect(listFilterParams({ status: 'Hired', page: 2 }).toString()).toBe('status=Hired&page=2');
    expect(listApiSearch({ status: null, page: 1 })).toBe('pageSize=20');
  });
});
