import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { preloadToaster } from '../../components/toast/load-toaster.ts';
import { buttonClasses } from '../../components/ui/button-variants.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { MessagesUnreadCount } from '../../features/messaging/components/messages-unread-count.tsx';
import { accountLabel, accountLinks } from '../../features/session/account-links.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';

/**
 * The signed-in header menu (spec section 2), named by the first name, else the e-mail, else
 * "My Account", with the user's photo (or initial) beside it. On narrow phones only the avatar
 * shows; the name stays the accessible name, so the photo's alt is empty.
 * Loaded (with its texts) only for signed-in visitors, see header-account.tsx.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('userMenu');
  const { signOut, pending } = useSignOut();
  const label = accountLabel(user) ?? t('userMenu.myAccount');
  return (
    // A failed sign-out is reported with a toast: have its code ready before it may be needed.
    <DropdownMenu onOpenChange={(open) => open && preloadToaster()}>
      <DropdownMenuTrigger className={buttonClasses('outline', 'compact', 'max-w-48')}>
        <UserAvatar
          photoURL={user.photoURL}
          initial={Array.from(label)[0] ?? ''}
          className="size-7 text-xs"
        />
        <span className="sr-only min-w-0 min-[480px]:not-sr-only">
          <span className="block truncate">{label}</span>
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-w-[min(20rem,calc(100vw-1rem))]">
        <DropdownMenuLabel>{t('userMenu.signedInAs', { email: user.email })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks(user).map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>
              {t(link.labelKey)}
              {link.to === paths.messaging ? <MessagesUnreadCount /> : null}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={signOut}>
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
