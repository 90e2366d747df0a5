import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { clsx } from 'clsx';
import { paths } from '@brigade/shared/routes';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { formatListTime } from '../message-time.ts';
import { personName } from '../person.ts';
import { teammateName } from '../thread-sides.ts';
import { PersonAvatar } from './person-avatar.tsx';
import { UnreadBadge } from './unread-badge.tsx';

interface ConversationRowProps {
  conversation: ConversationSummary;
  viewerId: string;
  selected: boolean;
  now: Date;
}

/** One conversation in the list: who, what about, the last message, when, and unread count. */
export function ConversationRow({ conversation, viewerId, selected, now }: ConversationRowProps) {
  const { t, i18n } = useTranslation('messaging');
  const name = personName(conversation.other) ?? t('messaging.deletedUser');
  const { application, lastMessage, lastMessageTimestamp, unreadCount } = conversation;
  const mine = conversation.lastMessageSenderId === viewerId;
  // Teams: a teammate's last message in the venue's shared thread says who wrote it.
  const teammate = mine ? null : teammateName(conversation.lastMessageSenderId, conversation);
  const when = lastMessageTimestamp ?? conversation.createdAt;
  return (
    <li>
      <Link
        to={paths.conversation(conversation.id)}
        aria-current={selected ? 'true' : undefined}
        className={clsx(
          'flex min-h-11 gap-3 border-b border-l-4 border-b-border px-3 py-3 hover:bg-muted',
          selected ? 'border-l-primary bg-muted' : 'border-l-transparent',
        )}
      >
        <PersonAvatar person={conversation.other} name={name} className="size-11 text-sm" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span className={clsx('truncate', unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
              {name}
            </span>
            <time dateTime={when} className="shrink-0 text-xs text-muted-foreground">
              {formatListTime(when, now, i18n.language)}
            </time>
          </span>
          {application ? (
            <span className="truncate text-sm text-muted-foreground">
              {application.jobTitle} · {application.venueName}
            </span>
          ) : null}
          <span className="flex items-center justify-between gap-2">
            <span
              className={clsx(
                'truncate text-sm',
                unreadCount > 0 ? 'font-semibold' : 'text-muted-foreground',
              )}
            >
              {lastMessage
                ? mine
                  ? t('messaging.list.mine', { text: lastMessage })
                  : teammate
                    ? t('messaging.list.byTeammate', { name: teammate, text: lastMessage })
                    : lastMessage
                : t('messaging.list.noMessages')}
            </span>
            <UnreadBadge count={unreadCount} />
          </span>
        </span>
      </Link>
    </li>
  );
}
