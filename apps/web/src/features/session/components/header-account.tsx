import { useSession } from '../use-session.ts';
import { SignInMenu } from './sign-in-menu.tsx';

/**
 * The header's account corner: the Sign In menu when signed out. The signed-in user menu (first
 * name, else e-mail, else "My Account") and the notification bell are built with the accounts
 * issue and plug in here; nothing else in the header changes.
 */
export function HeaderAccount() {
  const session = useSession();
  switch (session.status) {
    case 'loading':
      return null; // avoid flashing "Sign In" at someone who is signed in
    case 'signed-out':
      return <SignInMenu />;
    case 'signed-in':
      return null; // slot: <NotificationBell /> <UserMenu user={session.user} />
  }
}
