import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { DropdownMenuItem, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useNow } from '../use-now.ts';
import { NotificationItem } from './notification-item.tsx';

const quiet = 'px-3 py-4 text-sm text-muted-foreground';

/**
 * The bell's panel (the menu's contents, loaded on first opening): a title line with 'Mark all as
 * read', then the notifications newest first in a list at most 80 units tall (spec: h-80) that
 * scrolls; or the loading, error or empty state. Sized to fit a 390 px screen.
 */
export function NotificationPanel() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const mark = useMarkNotificationsRead();
  const now = useNow(60_000);
  const unread = query.data?.unreadCount ?? 0;

  let body;
  if (query.data && query.data.items.length > 0) {
    body = (
      <div
        role="group"
        aria-label={t('notifications.title')}
        className="max-h-80 overflow-y-auto overscroll-contain"
      >
        {query.data.items.map((item) => (
          <NotificationItem
            key={item.id}
            item={item}
            now={now}
            onOpen={(opened) => {
              if (!opened.read) mark.mutate({ ids: [opened.id] });
            }}
          />
        ))}
      </div>
    );
  } else if (query.data) {
    body = <p className={quiet}>{t('notifications.empty')}</p>;
  } else if (query.isError) {
    body = (
      <div role="alert">
        <p className="px-3 pt-3 text-sm font-semibold">{t('notifications.loadError')}</p>
        <p className="px-3 pb-2 text-sm text-muted-foreground">{t(errorMessageKey(query.error))}</p>
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault(); // keep the panel open for the new answer
            void query.refetch();
          }}
        >
          {t('notifications.retry')}
        </DropdownMenuItem>
      </div>
    );
  } else {
    body = (
      <p role="status" className={quiet}>
        {t('notifications.loading')}
      </p>
    );
  }

  return (
    <div className="w-[min(24rem,calc(100vw-2rem))]">
      <div className="flex items-center justify-between gap-2">
        <p className="px-3 py-2 text-sm font-semibold">{t('notifications.title')}</p>
        <DropdownMenuItem
          disabled={unread === 0}
          className="data-[disabled]:cursor-default data-[disabled]:text-muted-foreground"
          onSelect={(event) => {
            event.preventDefault(); // the badge drops to 0 while the panel stays open
            mark.mutate({ all: true });
          }}
        >
          {t('notifications.markAllRead')}
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator />
      {body}
    </div>
  );
}
