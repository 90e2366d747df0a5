/** Every admin user query starts with this key, so one invalidation refreshes them all. */
export const adminUsersQueryKey = ['admin', 'users'] as const;
