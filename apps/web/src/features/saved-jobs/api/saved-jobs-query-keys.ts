/** The cache entries of saved jobs: every one under `savedJobsQueryKey`. */
export const savedJobsQueryKey = ['saved-jobs'] as const;
export const savedJobIdsQueryKey = [...savedJobsQueryKey, 'ids'] as const;
export const savedJobsListKey = [...savedJobsQueryKey, 'list'] as const;
export const savedJobsPageKey = (page: number) => [...savedJobsListKey, page] as const;
