import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@brigade/shared/admin/overview';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../../lib/api-client.ts';

/** The admin's own time zone: "today" and each day of the charts are counted in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/admin/overview?tz: the dashboard's figures and 30-day series. */
export function getOverview(timeZone: string, signal?: AbortSignal): Promise<AdminOverview> {
  return apiFetch<AdminOverview>(`${apiPaths.admin.overview}?tz=${encodeURIComponent(timeZone)}`, {
    signal,
  });
}

export function useOverview() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: ['admin', 'overview', timeZone],
    queryFn: ({ signal }) => getOverview(timeZone, signal),
    retry: 1,
  });
}
