import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { isLanguage, languages } from '@brigade/shared/languages';
import {
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../../../components/ui/dropdown-menu.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../session/index.ts';
import { chooseLanguage } from '../choose-language.ts';
import { endonyms } from '../endonyms.ts';

/**
 * English, Spanish, French, German. Each item is named in the current language; the language's
 * own name is shown beside it so a reader lost in a foreign UI still finds theirs. A signed-in
 * person's choice is also remembered on their account.
 * Loaded on the menu's first use, see language-menu.tsx.
 */
export function LanguageMenuItems() {
  const { t } = useTranslation();
  const active = currentLanguage();
  const session = useSession();
  return (
    <DropdownMenuRadioGroup
      value={active}
      onValueChange={(value) => {
        if (isLanguage(value)) void chooseLanguage(value, session.status === 'signed-in');
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
