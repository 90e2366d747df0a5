import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '@brigade/shared/languages';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { endonyms } from '../endonyms.ts';

/**
 * English, Spanish, French, German. Each item is named in the current language; the language's
 * own name is shown beside it so a reader lost in a foreign UI still finds theirs.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <DropdownMenu>
      {/* Named "Language" plus the visible code, so what is seen is part of what is heard
          (WCAG 2.5.3, label in name). */}
      <DropdownMenuTrigger className={buttonClasses('ghost', 'compact')}>
        <Languages aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('language.menu')} </span>
        <span className="hidden text-xs font-bold uppercase sm:inline">{active}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup
          value={active}
          onValueChange={(value) => {
            if (isLanguage(value)) void setLanguage(value);
          }}
        >
          {languages.map((language) => (
            <DropdownMenuRadioItem key={language} value={language}>
              {t(`language.names.${language}`)}
              {language === active ? null : (
                <span
                  lang={language}
                  aria-hidden="true"
                  className="ml-auto pl-4 text-muted-foreground"
                >
                  {endonyms[language]}
                </span>
              )}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
