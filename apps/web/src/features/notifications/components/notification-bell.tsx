import { Bell } from 'lucide-react';
import { appTranslations } from '../../../lib/translation/app-translations.ts';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { SessionUser } from '@brigade/shared/session';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { LazyDropdownMenu } from '../../../components/ui/lazy-dropdown-menu.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useRefetchOnProfileChange } from '../use-refetch-on-profile-change.ts';

/**
 * The panel's code, with the application texts its status messages use (and the resume's, for
 * certificate names), on first opening.
 */
const loadPanel = async () => {
  const [module] = await Promise.all([
    import('./notification-panel.tsx'),
    appTranslations().loadNamespaces(['applications', 'resume']),
  ]);
  return module.NotificationPanel;
};

/** The plural key of the button's name ("Notifications, 3 unread"). */
const bellUnread = 'notifications.bellUnread';

/**
 * The bell: its name says how many are unread, the badge shows it (hidden at 0), and pressing
 * it opens the panel (a lazily loaded menu, see LazyDropdownMenu). The list is read every
 * 60 seconds, when the profile changes and when the live channel says it changed.
 */
export function NotificationBell({ user }: { user: SessionUser }) {
  const { t } = useTranslation('notifications');
  const unread = useNotifications().data?.unreadCount ?? 0;
  useRefetchOnProfileChange(user);
  return (
    <LazyDropdownMenu
      loadItems={loadPanel}
      trigger={{
        'aria-label': unread > 0 ? t(bellUnread, { count: unread }) : t('notifications.title'),
        className: buttonClasses('ghost', 'icon', 'relative'),
        children: (
          <>
            <Bell aria-hidden="true" className="size-5" />
            {unread > 0 ? (
              <span
                aria-hidden="true"
                data-testid="notification-badge"
                className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-none font-bold text-primary-foreground"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </>
        ),
      }}
    />
  );
}
