import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { MessagesUnreadCount } from '../../features/messaging/components/messages-unread-count.tsx';
import { accountLabel, accountLinks } from '../../features/session/account-links.ts';

interface AccountNavProps {
  user: SessionUser;
  /** Called when a link is followed (the menu closes). */
  onNavigate: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

const rowClasses =
  'flex min-h-12 w-full items-center rounded-lg px-3 text-left text-base font-medium hover:bg-muted';

/** The user menu's links in the mobile slide-out menu. */
export function AccountNav({ user, onNavigate, onSignOut, signingOut }: AccountNavProps) {
  const { t } = useTranslation('userMenu');
  return (
    <nav aria-labelledby="mobile-account-title" className="border-t border-border pt-4">
      <h2 id="mobile-account-title" className="px-3 font-sans text-sm font-semibold">
        {accountLabel(user) ?? t('userMenu.myAccount')}
      </h2>
      <p className="px-3 text-sm break-words text-muted-foreground">
        {t('userMenu.signedInAs', { email: user.email })}
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {accountLinks(user).map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className={`${rowClasses} aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground`}
            >
              {t(link.labelKey)}
              {link.to === paths.messaging ? <MessagesUnreadCount /> : null}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" disabled={signingOut} onClick={onSignOut} className={rowClasses}>
            {t('userMenu.signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
