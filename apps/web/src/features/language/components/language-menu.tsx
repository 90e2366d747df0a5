import { Languages } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { LazyDropdownMenu } from '../../../components/ui/lazy-dropdown-menu.tsx';

const loadItems = async () => (await import('./language-menu-items.tsx')).LanguageMenuItems;

/** The header's language menu; its items and Radix's code load on first use. */
export function LanguageMenu() {
  // The instance from context, not the global one: the server renders each request in its own.
  const { t, i18n } = useTranslation();
  return (
    <LazyDropdownMenu
      loadItems={loadItems}
      // Named "Language" plus the visible code, so what is seen is part of what is heard
      // (WCAG 2.5.3, label in name).
      trigger={{
        className: buttonClasses('ghost', 'compact'),
        children: (
          <>
            <Languages aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('language.menu')} </span>
            <span className="hidden text-xs font-bold uppercase sm:inline">
              {i18n.resolvedLanguage ?? i18n.language}
            </span>
          </>
        ),
      }}
    />
  );
}
