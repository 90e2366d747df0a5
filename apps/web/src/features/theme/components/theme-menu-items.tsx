import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import {
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../../../components/ui/dropdown-menu.tsx';
import { themePreferences } from '../theme-store.ts';
import type { ThemePreference } from '../theme-store.ts';
import { useTheme } from '../use-theme.ts';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

function isThemePreference(value: string): value is ThemePreference {
  return (themePreferences as readonly string[]).includes(value);
}

/** Light, dark or follow the system. Loaded on the menu's first use, see theme-menu.tsx. */
export function ThemeMenuItems() {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  return (
    <DropdownMenuRadioGroup
      value={preference}
      onValueChange={(value) => {
        if (isThemePreference(value)) setPreference(value);
      }}
    >
      {themePreferences.map((option) => {
        const Icon = icons[option];
        return (
          <DropdownMenuRadioItem key={option} value={option}>
            <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t(`theme.${option}`)}
          </DropdownMenuRadioItem>
        );
      })}
    </DropdownMenuRadioGroup>
  );
}
