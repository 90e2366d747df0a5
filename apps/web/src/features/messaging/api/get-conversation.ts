import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { findListedConversation } from './list-conversations.ts';
import { messagingKeys } from './messaging-keys.ts';

/** GET /api/conversations/:id: one conversation I take part in (404 otherwise). */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationSummary> {
  return apiFetch<ConversationSummary>(apiPaths.messaging.conversation(id), { signal });
}

/** The open conversation; the list's copy shows at once while it is read. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery<ConversationSummary>({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    placeholderData: () => findListedConversation(queryClient, id),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}
