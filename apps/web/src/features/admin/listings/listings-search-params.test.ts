import { describe, expect, it } from 'vitest';
import { adminListingsParams, readAdminListingsFilters } from './listings-search-params.ts';

describe('the admin listings URL', () => {
  it('reads what it knows and drops the rest', () => {
    const filters = readAdminListingsFilters(
      new URLSearchParams('q=%20Sous%20chef%20&status=removed&page=3&sort=pay'),
    );
    expect(filters).toEqual({ q: 'Sous chef', status: 'removed', page: 3 });
    expect(readAdminListingsFilters(new URLSearchParams('status=deleted&page=-2'))).toEqual({
      q: '',
      status: null,
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(adminListingsParams({ q: '', status: null, page: 1 }).toString()).toBe('');
    const filters = { q: 'bar', status: 'closed', page: 2 } as const;
    const params = adminListingsParams(filters);
    expect(params.toString()).toBe('q=bar&status=closed&page=2');
    expect(readAdminListingsFilters(params)).toEqual(filters);
  });
});
