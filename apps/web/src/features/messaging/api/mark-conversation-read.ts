import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type {
  ConversationSummary,
  MarkReadAnswer,
  MessageView,
} from '@brigade/shared/messaging/messaging-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from '../../notifications/index.ts';
import { updateListedConversation } from './list-conversations.ts';
import { messagingKeys } from './messaging-keys.ts';
import { markRead } from './thread-cache.ts';
import type { ThreadData } from './thread-cache.ts';

/** POST /api/conversations/:id/read: the spec's bulk rule, my unread messages in it. */
export function markConversationRead(conversationId: string): Promise<MarkReadAnswer> {
  return apiFetch<MarkReadAnswer>(apiPaths.messaging.read(conversationId), { method: 'POST' });
}

/**
 * Reading a conversation: its messages to me turn read and its badge goes at once; the list,
 * the header's count and the bell are then read again from the server.
 */
export function useMarkConversationRead(
  conversationId: string,
  isToMe: (message: MessageView) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: () => {
      queryClient.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (cached) =>
        markRead(cached, isToMe),
      );
      const clear = (conversation: ConversationSummary) => ({ ...conversation, unreadCount: 0 });
      queryClient.setQueryData<ConversationSummary>(
        messagingKeys.conversation(conversationId),
        (conversation) => (conversation ? clear(conversation) : conversation),
      );
      updateListedConversation(queryClient, conversationId, clear);
      for (const queryKey of [
        messagingKeys.conversations,
        messagingKeys.unreadCount,
        notificationsQueryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
