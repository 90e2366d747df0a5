import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { MessagePage } from '@brigade/shared/messaging/messaging-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';
import { mergeLatest, prependOlder } from './thread-cache.ts';
import type { ThreadData } from './thread-cache.ts';

/** GET /api/conversations/:id/messages?before: the newest page, or the one before a message. */
export function getMessages(
  conversationId: string,
  before?: string,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  return apiFetch<MessagePage>(`${apiPaths.messaging.messages(conversationId)}${query}`, {
    signal,
  });
}

/**
 * A conversation's messages. Every (re)fetch reads the newest page and merges it into what is
 * loaded (thread-cache.ts), so older pages survive a refresh and nothing shows twice.
 */
export function useThread(conversationId: string) {
  const queryClient = useQueryClient();
  const queryKey = messagingKeys.thread(conversationId);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const latest = await getMessages(conversationId, undefined, signal);
      return mergeLatest(queryClient.getQueryData<ThreadData>(queryKey), latest);
    },
    retry: 1,
  });
}

/** "Load earlier messages": the page before the oldest loaded message, put in front. */
export function useLoadOlderMessages(conversationId: string) {
  const queryClient = useQueryClient();
  const queryKey = messagingKeys.thread(conversationId);
  return useMutation({
    mutationFn: async () => {
      const oldest = queryClient.getQueryData<ThreadData>(queryKey)?.items[0];
      return oldest ? getMessages(conversationId, oldest.id) : null;
    },
    onSuccess: (page) => {
      if (page)
        queryClient.setQueryData<ThreadData>(queryKey, (cached) => prependOlder(cached, page));
    },
  });
}
