/**
 * The admin listings page's URL: `q`, `status` and `page`, so a search survives a reload and
 * can be shared. The rules are GET /api/admin/jobs's own: unknown values are dropped, as the
 * server does.
 */
import {
  adminJobsPageSize,
  adminJobsQuery,
  type AdminJobFilter,
} from '@brigade/shared/admin/job-moderation';
import { readSearchParams, writeSearchParams } from '../../../lib/search-params.ts';

export interface AdminListingsFilters {
  q: string;
  status: AdminJobFilter | null;
  page: number;
}

export const adminListingsPageSize = adminJobsPageSize;

const urlParams = adminJobsQuery.omit({ pageSize: true });

export function readAdminListingsFilters(params: URLSearchParams): AdminListingsFilters {
  const { q, status, page } = readSearchParams(urlParams, params);
  return { q: q ?? '', status: status ?? null, page };
}

/** The page's URL parameters; also the API's query string (plus the page size). */
export function adminListingsParams(filters: AdminListingsFilters): URLSearchParams {
  return writeSearchParams(urlParams, filters);
}
