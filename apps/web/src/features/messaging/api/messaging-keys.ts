/**
 * The messaging cache keys, all under one root so the live client can refresh everything
 * messaging shows at once (`invalidateQueries({ queryKey: messagingKeys.all })`).
 */
export const messagingKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  /** The header's unread count; the bell's query is ['notifications']. */
  unreadCount: ['messages', 'unread-count'] as const,
};
