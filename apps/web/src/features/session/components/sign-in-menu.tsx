import { LogIn } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { LazyDropdownMenu } from '../../../components/ui/lazy-dropdown-menu.tsx';

const loadItems = async () => (await import('./sign-in-menu-items.tsx')).SignInMenuItems;

/** The signed-out header menu; its items and Radix's code load on first use. */
export function SignInMenu() {
  const { t } = useTranslation();
  return (
    <LazyDropdownMenu
      loadItems={loadItems}
      trigger={{
        // Icon-only on narrow phones (the text stays as the accessible name), so the header
        // fits 390 px in every language.
        className: buttonClasses('primary', 'compact', 'min-[480px]:px-4'),
        children: (
          <>
            <LogIn aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only min-[480px]:not-sr-only">{t('auth.signIn')}</span>
          </>
        ),
      }}
    />
  );
}
