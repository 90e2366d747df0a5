import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../live/index.ts';
import { messagingKeys } from './api/messaging-keys.ts';
import { markRead, upsertMessage } from './api/thread-cache.ts';
import type { ThreadData } from './api/thread-cache.ts';

/**
 * Puts live events straight into the loaded threads: a new message appears at once (no
 * duplicate if this tab sent it), read receipts turn to "Seen". The live client refreshes the
 * rest (the list, the counts) by refetching.
 */
export function useThreadLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvent((signal) => {
    if (signal.kind !== 'event') return;
    const { event } = signal;
    if (event.type === 'message.created') {
      queryClient.setQueryData<ThreadData>(messagingKeys.thread(event.conversationId), (cached) =>
        upsertMessage(cached, event.message),
      );
    } else if (event.type === 'messages.read') {
      const ids = new Set(event.messageIds);
      queryClient.setQueryData<ThreadData>(messagingKeys.thread(event.conversationId), (cached) =>
        markRead(cached, (message) => ids.has(message.id)),
      );
    }
  });
}
