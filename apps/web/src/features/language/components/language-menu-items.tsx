import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '@brigade/shared/languages';
import {
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../../../components/ui/dropdown-menu.tsx';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { endonyms } from '../endonyms.ts';

/**
 * English, Spanish, French, German. Each item is named in the current language; the language's
 * own name is shown beside it so a reader lost in a foreign UI still finds theirs.
 * Loaded on the menu's first use, see language-menu.tsx.
 */
export function LanguageMenuItems() {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
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
            <span lang={language} aria-hidden="true" className="ml-auto pl-4 text-muted-foreground">
              {endonyms[language]}
            </span>
          )}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
