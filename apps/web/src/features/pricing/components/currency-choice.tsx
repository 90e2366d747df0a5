import { useId } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { planCurrencies, type PlanCurrency } from '@brigade/shared/plans/plans';
import { inputClasses } from '../../../components/ui/input-classes.ts';

/** "Prices in": the currencies plans are priced in. */
export function CurrencyChoice({
  value,
  onChange,
}: {
  value: PlanCurrency;
  onChange: (currency: PlanCurrency) => void;
}) {
  const { t } = useTranslation('pricing');
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="font-medium whitespace-nowrap">
        {t('pricing.currency')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = planCurrencies.find((currency) => currency === event.target.value);
          if (chosen) onChange(chosen);
        }}
        className={`${inputClasses} w-auto`}
      >
        {planCurrencies.map((currency) => (
          <option key={currency} value={currency}>
            {t(`pricing.currencies.${currency}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
