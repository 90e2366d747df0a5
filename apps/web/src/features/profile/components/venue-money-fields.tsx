import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import {
  countries,
  countryName,
  defaultCurrencyFor,
  isCountry,
  type Country,
  type Currency,
} from '@brigade/shared/money/countries';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { CurrencyOptions } from './currency-options.tsx';

interface FieldProps {
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
}

/**
 * The venue's country, named in the reader's language (`Intl.DisplayNames`, no catalogue) and
 * sorted by those names. Choosing one offers its currency (`onCurrency`), which stays changeable.
 */
export function CountryField({
  registration,
  error,
  onCurrency,
  onCountry,
}: FieldProps & {
  onCurrency: (currency: Currency) => void;
  /** Told of a newly chosen country (its time zone follows). */
  onCountry?: (country: Country) => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const collator = new Intl.Collator(i18n.language);
  const options = countries
    .map((code) => ({ code, name: countryName(code, i18n.language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return (
    <FormField id="profile-country" label={t('profile.fields.country')} error={error}>
      {(control) => (
        <select
          {...control}
          {...registration}
          autoComplete="country"
          className={inputClasses}
          onChange={(event) => {
            void registration.onChange(event);
            const country = event.target.value;
            if (!isCountry(country)) return;
            onCurrency(defaultCurrencyFor(country));
            onCountry?.(country);
          }}
        >
          <option value="">{t('profile.countries.none')}</option>
          {options.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The currency the venue's pay is in ("Euro (EUR)"); job listings show pay with it. */
export function CurrencyField({ registration, error }: FieldProps) {
  const { t } = useTranslation('profile');
  return (
    <FormField
      id="profile-currency"
      label={t('profile.fields.currency')}
      hint={t('profile.hints.currency')}
      error={error}
    >
      {(control) => (
        <select {...control} {...registration} className={inputClasses}>
          <CurrencyOptions />
        </select>
      )}
    </FormField>
  );
}
