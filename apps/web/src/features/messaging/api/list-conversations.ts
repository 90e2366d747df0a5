import { useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { Page } from '@brigade/shared/jobs/job-answers';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export const conversationsPageSize = 20;

type ConversationPages = InfiniteData<Page<ConversationSummary>, unknown>;

/** GET /api/conversations?page&pageSize: my conversations, newest first. */
export function listConversations(
  page: number,
  signal?: AbortSignal,
): Promise<Page<ConversationSummary>> {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(conversationsPageSize),
  });
  return apiFetch<Page<ConversationSummary>>(`${apiPaths.messaging.conversations}?${query}`, {
    signal,
  });
}

/** The page after `last`, if there is one. */
export function nextPage(last: Page<unknown>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** The conversation list, a page at a time ("Load more"). */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: messagingKeys.conversations,
    queryFn: ({ pageParam, signal }) => listConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: 1,
  });
}

/**
 * The loaded pages as one list. A conversation that moved up between two page reads (a new
 * message) can be on both; it is shown once, where it is newest.
 */
export function flattenConversations(data: ConversationPages | undefined): ConversationSummary[] {
  const seen = new Set<string>();
  const list: ConversationSummary[] = [];
  for (const item of data?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    list.push(item);
  }
  return list;
}

/** Changes one conversation wherever the cached list holds it. */
export function updateListedConversation(
  queryClient: QueryClient,
  id: string,
  update: (conversation: ConversationSummary) => ConversationSummary,
): void {
  queryClient.setQueryData<ConversationPages>(messagingKeys.conversations, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === id ? update(item) : item)),
          })),
        }
      : data,
  );
}

/** The cached list's copy of one conversation, if loaded. */
export function findListedConversation(
  queryClient: QueryClient,
  id: string,
): ConversationSummary | undefined {
  const data = queryClient.getQueryData<ConversationPages>(messagingKeys.conversations);
  return flattenConversations(data).find((item) => item.id === id);
}
