import { useEffect, useRef } from 'react';
import type { ConversationSummary, MessageView } from '@brigade/shared/messaging/messaging-answers';
import { useMarkConversationRead } from './api/mark-conversation-read.ts';
import type { ThreadData } from './api/thread-cache.ts';
import { useDocumentVisible } from './use-document-visible.ts';
import { isFromMySide } from './thread-sides.ts';

/** A message my side received: sent from the other side. */
const isToMySide = (
  message: MessageView,
  viewerId: string,
  conversation: ConversationSummary | undefined,
) => !isFromMySide(message.senderId, viewerId, conversation);

/**
 * An open conversation's unread messages to me (to my side, in a venue's shared thread) are marked read (the spec's bulk rule) while
 * the tab is in front: on opening it, and again whenever a new one arrives in it. Each state of
 * "what is unread" is sent once, so a refusal does not turn into a loop of requests.
 */
export function useMarkReadOnView(
  conversationId: string,
  viewerId: string,
  thread: ThreadData | undefined,
  conversation: ConversationSummary | undefined,
): void {
  const visible = useDocumentVisible();
  const { mutate, isPending } = useMarkConversationRead(conversationId, (message) =>
    isToMySide(message, viewerId, conversation),
  );
  const unread =
    thread?.items.filter((item) => isToMySide(item, viewerId, conversation) && !item.read) ?? [];
  const counted = conversation?.unreadCount ?? 0;
  const pending =
    unread.length > 0 || counted > 0
      ? `${unread.at(-1)?.id ?? ''}:${unread.length}:${counted}`
      : null;
  const attempted = useRef<string | null>(null);

  useEffect(() => {
    if (!visible || pending === null || isPending || attempted.current === pending) return;
    attempted.current = pending;
    mutate();
  }, [visible, pending, isPending, mutate]);
}
