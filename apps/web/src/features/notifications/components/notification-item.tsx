import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { NotificationView } from '@brigade/shared/notifications/notification-answers';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu.tsx';
import { formatRelativeTime } from '../format-relative-time.ts';
import { notificationText } from '../notification-text.ts';

/**
 * One notification in the panel: title, message, relative time and an unread marker (a dot, and
 * "Unread" for screen readers). Choosing it goes to its link (the menu then closes) and tells
 * `onOpen`, which marks it read.
 */
export function NotificationItem({
  item,
  now,
  onOpen,
}: {
  item: NotificationView;
  now: number;
  onOpen: (item: NotificationView) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const { title, message } = notificationText(t, item, i18n.language);
  return (
    <DropdownMenuItem asChild className="py-2" onSelect={() => onOpen(item)}>
      <Link to={item.link}>
        <span className="flex min-w-0 flex-1 items-start gap-2.5">
          <span
            aria-hidden="true"
            className={
              item.read
                ? 'mt-1.5 size-2 shrink-0 rounded-full'
                : 'mt-1.5 size-2 shrink-0 rounded-full bg-primary'
            }
          />
          <span className="min-w-0 flex-1">
            <span className={item.read ? 'block font-medium' : 'block font-bold'}>{title}</span>
            <span className="block break-words text-muted-foreground">{message}</span>
            <time dateTime={item.timestamp} className="block text-xs text-muted-foreground">
              {formatRelativeTime(t, i18n.resolvedLanguage ?? i18n.language, item.timestamp, now)}
            </time>
            {item.read ? null : <span className="sr-only">{t('notifications.unread')}</span>}
          </span>
        </span>
      </Link>
    </DropdownMenuItem>
  );
}
