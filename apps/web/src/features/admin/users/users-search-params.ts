import {
  adminUserStatuses,
  adminUserTypes,
  type AdminUserStatus,
  type AdminUserType,
} from '@brigade/shared/admin/users';

export const usersPageSize = 50;

export interface UsersFilters {
  q: string;
  type: AdminUserType | null;
  status: AdminUserStatus | null;
  page: number;
}

const known = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** The list's state from the page's URL: `?q=ana&type=restaurant&status=active&page=2`. */
export function readUsersFilters(params: URLSearchParams): UsersFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    type: known(adminUserTypes, params.get('type')),
    status: known(adminUserStatuses, params.get('status')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page's URL parameters for a state (defaults left out). */
export function usersParams({ q, type, status, page }: UsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The API's query string for a state. */
export function usersApiSearch(filters: UsersFilters): string {
  const params = usersParams({ ...filters, page: 1 });
  params.set('page', String(filters.page));
  params.set('pageSize', String(usersPageSize));
  return params.toString();
}
