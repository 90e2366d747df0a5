import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { clsx } from 'clsx';
import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import { formatMessageTime } from '../message-time.ts';
import { MessageText } from './message-text.tsx';

interface MessageBubbleProps {
  message: MessageView;
  mine: boolean;
  /** Who wrote it, for screen readers (the side and colour say it to everyone else). */
  author: string;
  /** Shown to everyone too: a teammate's message on my side of a venue's shared thread. */
  showAuthor?: boolean;
  /** My last message, read by the other person. */
  seen: boolean;
  now: Date;
}

/** One message: mine on the right in the brand colour, theirs on the left. */
export function MessageBubble({
  message,
  mine,
  author,
  showAuthor = false,
  seen,
  now,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation('messaging');
  return (
    <li className={clsx('flex flex-col', mine ? 'items-end' : 'items-start')}>
      {showAuthor ? (
        <p aria-hidden="true" className="mb-0.5 px-1 text-xs text-muted-foreground">
          {author}
        </p>
      ) : null}
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 sm:max-w-[75%]',
          mine
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{author}: </span>
        <MessageText text={message.content} />
        <time
          dateTime={message.createdAt}
          className={clsx(
            'mt-0.5 block text-right text-xs',
            mine ? 'text-primary-foreground' : 'text-muted-foreground',
          )}
        >
          {formatMessageTime(message.createdAt, now, i18n.language)}
        </time>
      </div>
      {seen ? (
        <p className="mt-0.5 px-1 text-xs text-muted-foreground">{t('messaging.thread.seen')}</p>
      ) : null}
    </li>
  );
}
