/** The cache key of every admin jobs list (invalidated after a moderation). */
export const adminJobsQueryKey = ['admin', 'jobs'] as const;
