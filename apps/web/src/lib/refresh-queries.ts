import type { QueryClient } from '@tanstack/react-query';

/**
 * Reads the queries under `queryKey` again because something changed on the server. Plain
 * invalidation is not enough for a query still on its first load: TanStack Query would reuse
 * that request, which may have been answered before the change, and the page would miss it.
 * Such first loads are cancelled and started again; the others are refetched as usual.
 */
export async function refreshQueries(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
}
