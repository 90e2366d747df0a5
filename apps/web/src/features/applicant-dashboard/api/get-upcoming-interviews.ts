import { useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import { isUpcoming, myApplicationsQuery } from '../../applications/index.ts';

/** The applicant's applications with an interview still ahead, soonest first. */
export function upcomingInterviews(
  items: readonly ApplicationSummary[],
  now = Date.now(),
): ApplicationSummary[] {
  return items
    .filter((item) => isUpcoming(item.interview, now))
    .sort((a, b) => Date.parse(a.interview?.at ?? '') - Date.parse(b.interview?.at ?? ''));
}

/**
 * Interviews come with Shortlisted applications (scheduling one forces that status) and may
 * stay through an offer: the newest 50 applications of those two statuses are read.
 */
export function useUpcomingInterviews() {
  const shortlisted = useQuery(myApplicationsQuery('status=Shortlisted&pageSize=50'));
  const offered = useQuery(myApplicationsQuery('status=Offered&pageSize=50'));
  return {
    isPending: shortlisted.isPending || offered.isPending,
    error: shortlisted.error ?? offered.error,
    refetch: () => {
      void shortlisted.refetch();
      void offered.refetch();
    },
    items: upcomingInterviews([...(shortlisted.data?.items ?? []), ...(offered.data?.items ?? [])]),
  };
}
