/** The restaurant's own listings (Manage Listings); every job change refreshes them. */
export const listingsQueryKey = ['listings'] as const;
