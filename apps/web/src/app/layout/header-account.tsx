import { lazy, Suspense } from 'react';
import { appTranslations } from '../../lib/translation/app-translations.ts';
import { HeaderNotificationBell } from '../../features/notifications/components/header-notification-bell.tsx';
import { SignInMenu } from '../../features/session/components/sign-in-menu.tsx';
import { useSession } from '../../features/session/use-session.ts';

/** The user menu's code and texts: fetched for signed-in visitors only, not with the first page. */
const UserMenu = lazy(async () => {
  const [module] = await Promise.all([
    import('./user-menu.tsx'),
    appTranslations().loadNamespaces('userMenu'),
  ]);
  return { default: module.UserMenu };
});

/** Holds the place of the account control while the session or the user menu is on its way. */
const placeholder = <span aria-hidden="true" className="block h-11 w-11 min-[480px]:w-24" />;

/**
 * The header's account corner: the Sign In menu when signed out, the user menu when signed in.
 * While the session is being read, an empty box of the Sign In button's size holds the place,
 * so neither the header nor the page under it jumps. Signed in, the notification bell comes first.
 */
export function HeaderAccount() {
  const session = useSession();
  switch (session.status) {
    case 'loading':
      return placeholder;
    case 'signed-out':
      return <SignInMenu />;
    case 'signed-in':
      return (
        <>
          <HeaderNotificationBell user={session.user} />
          <Suspense fallback={placeholder}>
            <UserMenu user={session.user} />
          </Suspense>
        </>
      );
  }
}
