import { useQueries } from '@tanstack/react-query';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import { myApplicationsQuery } from '../../applications/api/list-applications.ts';

export interface StatusCounts {
  counts: Partial<Record<ApplicationStatus, number>>;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * How many of the applicant's applications are in each status: one page-size-1 request per
 * status, whose `total` is the count (exact, however many applications there are).
 */
export function useApplicationCounts(): StatusCounts {
  return useQueries({
    queries: applicationStatuses.map((status) =>
      myApplicationsQuery(new URLSearchParams({ status, pageSize: '1' }).toString()),
    ),
    combine: (results) => ({
      counts: Object.fromEntries(
        results.flatMap((result, index) =>
          result.data ? [[applicationStatuses[index], result.data.total]] : [],
        ),
      ),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
