/**
 * The admin listings page's URL: `q`, `status` and `page`, so a search survives a reload and
 * can be shared. Unknown values are dropped, as the server does.
 */
import { adminJobFilters, type AdminJobFilter } from '@brigade/shared/admin/job-moderation';

export interface AdminListingsFilters {
  q: string;
  status: AdminJobFilter | null;
  page: number;
}

export const adminListingsPageSize = 20;

export function readAdminListingsFilters(params: URLSearchParams): AdminListingsFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: adminJobFilters.find((known) => known === status) ?? null,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's URL parameters; also the API's query string (plus the page size). */
export function adminListingsParams(filters: AdminListingsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
