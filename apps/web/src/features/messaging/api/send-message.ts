import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { SendMessageInput } from '@brigade/shared/messaging/message-input';
import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshQueries } from '../../../lib/refresh-queries.ts';
import { messagingKeys } from './messaging-keys.ts';
import { upsertMessage } from './thread-cache.ts';
import type { ThreadData } from './thread-cache.ts';

/** POST /api/conversations/:id/messages: sends; answers the stored message. */
export function sendMessage(conversationId: string, input: SendMessageInput): Promise<MessageView> {
  return apiFetch<MessageView>(apiPaths.messaging.messages(conversationId), {
    method: 'POST',
    body: input,
  });
}

/**
 * Sending: the stored message joins the thread as soon as the server answers (not before, so a
 * refused message never shows as sent); the live event for it finds it there and adds nothing.
 * A thread still on its first read is read again instead (that read may predate the message).
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: (message) => {
      const thread = messagingKeys.thread(conversationId);
      if (queryClient.getQueryData(thread) === undefined) void refreshQueries(queryClient, thread);
      else queryClient.setQueryData<ThreadData>(thread, (cached) => upsertMessage(cached, message));
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
    },
  });
}
