import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import { LazyDropdownMenu } from '../../../components/ui/lazy-dropdown-menu.tsx';
import { useTheme } from '../use-theme.ts';

const loadItems = async () => (await import('./theme-menu-items.tsx')).ThemeMenuItems;

/** The header's theme menu: the trigger shows the theme in effect; the items load on first use. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const TriggerIcon = useTheme().resolved === 'dark' ? Moon : Sun;
  return (
    <LazyDropdownMenu
      loadItems={loadItems}
      trigger={{
        'aria-label': t('theme.menu'),
        className: buttonClasses('ghost', 'icon'),
        children: <TriggerIcon aria-hidden="true" className="size-5" />,
      }}
    />
  );
}
