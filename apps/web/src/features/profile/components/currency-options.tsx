import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { currencies, currencyName } from '@brigade/shared/money/countries';

/** A venue's currency choices ("Euro (EUR)") in the reader's language, after "none". */
export function CurrencyOptions() {
  const { t, i18n } = useTranslation('profile');
  return (
    <>
      <option value="">{t('profile.currencies.none')}</option>
      {currencies.map((code) => (
        <option key={code} value={code}>
          {`${currencyName(code, i18n.language)} (${code})`}
        </option>
      ))}
    </>
  );
}
