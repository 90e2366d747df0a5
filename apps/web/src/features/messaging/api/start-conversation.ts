import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { StartConversationInput } from '@brigade/shared/messaging/message-input';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

/** POST /api/conversations: opens the conversation with someone (or answers the existing one). */
export function startConversation(input: StartConversationInput): Promise<ConversationSummary> {
  return apiFetch<ConversationSummary>(apiPaths.messaging.conversations, {
    method: 'POST',
    body: input,
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}
