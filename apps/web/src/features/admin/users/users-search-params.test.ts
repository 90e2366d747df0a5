import { describe, expect, it } from 'vitest';
import { adminUsersPageSize } from '@brigade/shared/admin/users';
import { readUsersFilters, usersApiSearch, usersParams } from './users-search-params.ts';

describe('the Users list URL', () => {
  it('reads known filters and drops the rest', () => {
    expect(
      readUsersFilters(new URLSearchParams('q=%20ana%20&type=chef&status=active&page=x')),
    ).toEqual({
      q: 'ana',
      type: null,
      status: 'active',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and the API always gets a page', () => {
    const filters = { q: 'ana', type: 'restaurant', status: null, page: 1 } as const;
    expect(usersParams(filters).toString()).toBe('q=ana&type=restaurant');
    expect(usersApiSearch({ ...filters, page: 3 })).toBe(
      `q=ana&type=restaurant&page=3&pageSize=${adminUsersPageSize}`,
    );
  });
});
