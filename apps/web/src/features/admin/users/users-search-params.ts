/**
 * The admin's Users list in the URL, under GET /api/admin/users's own rules: unknown filters are
 * dropped, as the server does.
 */
import {
  adminUsersPageSize,
  adminUsersQuery,
  type AdminUserStatus,
  type AdminUserType,
} from '@brigade/shared/admin/users';
import { readSearchParams, writeSearchParams } from '../../../lib/search-params.ts';

export const usersPageSize = adminUsersPageSize;

export interface UsersFilters {
  q: string;
  type: AdminUserType | null;
  status: AdminUserStatus | null;
  page: number;
}

const urlParams = adminUsersQuery.omit({ pageSize: true });

/** The list's state from the page's URL: `?q=ana&type=restaurant&status=active&page=2`. */
export function readUsersFilters(params: URLSearchParams): UsersFilters {
  const { q, type, status, page } = readSearchParams(urlParams, params);
  return { q: q ?? '', type: type ?? null, status: status ?? null, page };
}

/** The page's URL parameters for a state (defaults left out). */
export function usersParams(filters: UsersFilters): URLSearchParams {
  return writeSearchParams(urlParams, filters);
}

/** The API's query string for a state. */
export function usersApiSearch(filters: UsersFilters): string {
  const params = usersParams({ ...filters, page: 1 });
  params.set('page', String(filters.page));
  params.set('pageSize', String(usersPageSize));
  return params.toString();
}
