import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ConversationSummary, MessageView } from '@brigade/shared/messaging/messaging-answers';
import { Button } from '../../../components/ui/button.tsx';
import { useLoadOlderMessages } from '../api/get-thread.ts';
import type { ThreadData } from '../api/thread-cache.ts';
import { useNow } from '../use-now.ts';
import { isFromMySide, teammateName } from '../thread-sides.ts';
import { MessageBubble } from './message-bubble.tsx';

interface MessageListProps {
  conversationId: string;
  thread: ThreadData;
  viewerId: string;
  /** The other person's name. */
  name: string;
  /** Teams: says whose side each message is on in a venue's shared thread. */
  conversation: ConversationSummary | undefined;
}

/** How close to the end (px) still counts as "reading the newest messages". */
const nearEnd = 120;

/** My side's last message, which carries the read receipt. */
function lastOwn(items: MessageView[], mine: (message: MessageView) => boolean) {
  return items.findLast(mine);
}

/**
 * The thread, scrolled to the newest message. It follows new messages while the reader is at
 * the end (or wrote them), and "Load earlier messages" keeps what was on screen in place.
 */
export function MessageList({
  conversationId,
  thread,
  viewerId,
  name,
  conversation,
}: MessageListProps) {
  const { t } = useTranslation('messaging');
  const now = useNow();
  const older = useLoadOlderMessages(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const fromBottomBeforeOlder = useRef<number | null>(null);
  const { items } = thread;
  const firstId = items[0]?.id;
  const last = items.at(-1);
  const fromMySide = (message: MessageView) =>
    isFromMySide(message.senderId, viewerId, conversation);
  const own = lastOwn(items, fromMySide);
  // Screen readers hear a message from the other side that arrives while the thread is open.
  const [lastOnOpening] = useState(() => last?.id);
  const incoming = last && !fromMySide(last) && last.id !== lastOnOpening ? last : null;

  // Older messages were put in front: keep the same distance from the bottom.
  useLayoutEffect(() => {
    const element = scroller.current;
    const saved = fromBottomBeforeOlder.current;
    if (!element || saved === null) return;
    element.scrollTop = element.scrollHeight - saved;
    fromBottomBeforeOlder.current = null;
  }, [firstId]);

  // A new last message (or the first render): follow it if the reader was at the end or wrote it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (atEnd.current || last?.senderId === viewerId) {
      element.scrollTop = element.scrollHeight;
      atEnd.current = true;
    }
  }, [last?.id, last?.senderId, viewerId]);

  const loadOlder = () => {
    const element = scroller.current;
    if (element) fromBottomBeforeOlder.current = element.scrollHeight - element.scrollTop;
    older.mutate();
  };

  return (
    <div
      ref={scroller}
      // Focusable so keyboard users can scroll the thread.
      tabIndex={0}
      role="region"
      aria-label={t('messaging.thread.label', { name })}
      onScroll={(event) => {
        const element = event.currentTarget;
        atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < nearEnd;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 outline-offset-[-3px]"
    >
      {thread.hasOlder ? (
        <div className="mb-4 flex flex-col items-center gap-2">
          <Button variant="outline" disabled={older.isPending} onClick={loadOlder}>
            {older.isPending
              ? t('messaging.thread.loadingEarlier')
              : t('messaging.thread.loadEarlier')}
          </Button>
          {older.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('messaging.thread.loadEarlierError')}
            </p>
          ) : null}
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {incoming ? t('messaging.thread.incoming', { name, text: incoming.content }) : ''}
      </p>
      {items.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{t('messaging.thread.empty')}</p>
      ) : (
        <ol aria-label={t('messaging.thread.messages')} className="flex flex-col gap-2">
          {items.map((message) => {
            const mine = fromMySide(message);
            const byMe = message.senderId === viewerId;
            // A teammate's message in the venue's thread is named, on my side of it.
            const teammate = mine && !byMe;
            return (
              <MessageBubble
                key={message.id}
                message={message}
                mine={mine}
                author={
                  byMe
                    ? t('messaging.thread.you')
                    : teammate
                      ? (teammateName(message.senderId, conversation) ??
                        t('messaging.thread.yourTeam'))
                      : name
                }
                showAuthor={teammate}
                seen={message.id === own?.id && message.read}
                now={now}
              />
            );
          })}
        </ol>
      )}
    </div>
  );
}
