import { lazy, Suspense, type ComponentType } from 'react';
import { appTranslations } from '../../../lib/translation/app-translations.ts';
import type { SessionUser } from '@brigade/shared/session';

/**
 * The bell's code and texts: fetched for signed-in visitors only, not with the first page. If
 * they cannot be fetched the header simply goes without a bell (the failure is logged).
 */
const NotificationBell = lazy(
  async (): Promise<{ default: ComponentType<{ user: SessionUser }> }> => {
    try {
      const [module] = await Promise.all([
        import('./notification-bell.tsx'),
        // The panel words a failed load, and a failed mark-as-read, with `errors`.
        appTranslations().loadNamespaces(['notifications', 'errors']),
      ]);
      return { default: module.NotificationBell };
    } catch (error) {
      console.error('The notification bell could not be loaded', error);
      return { default: () => null };
    }
  },
);

/** Holds the bell's place while its code is on its way, so the header does not jump twice. */
const placeholder = <span aria-hidden="true" className="block size-11 shrink-0" />;

/** The header's notification bell, shown only when a user profile exists (spec section 2). */
export function HeaderNotificationBell({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell user={user} />
    </Suspense>
  );
}
