import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { jobPerks, payPeriods } from '@brigade/shared/jobs/job-options';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { CheckboxList } from '../../../components/ui/checkbox-list.tsx';
import { amountFromText } from '../job-form-values.ts';
import { ChoiceField } from './choice-field.tsx';
import { ListingField } from './listing-field.tsx';
import { PayCurrencyNote } from './pay-currency-note.tsx';

interface PayFieldsProps {
  register: UseFormRegister<JobFormValues>;
  errorText: (name: 'salary' | 'salaryMax' | 'payPeriod') => string | undefined;
}

/**
 * Pay: an amount, or a range with its top, per hour/week/month/year, tips on top, and the perks
 * that count towards the total (paid breaks, staff meals, a uniform).
 */
export function PayFields({ register, errorText }: PayFieldsProps) {
  const { t } = useTranslation('listings');
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-4 text-xl font-semibold">{t('listings.form.sections.pay')}</legend>
      <PayCurrencyNote />
      <div className="grid gap-5 sm:grid-cols-3">
        <ListingField
          id="listing-salary"
          label={t('listings.form.salary')}
          hint={t('listings.form.salaryHint')}
          error={errorText('salary')}
          inputMode="decimal"
          autoComplete="off"
          registration={register('salary', { setValueAs: amountFromText })}
        />
        <ListingField
          id="listing-salary-max"
          label={t('listings.form.salaryMax')}
          hint={t('listings.form.salaryMaxHint')}
          error={errorText('salaryMax')}
          inputMode="decimal"
          autoComplete="off"
          registration={register('salaryMax', { setValueAs: amountFromText })}
        />
        <ChoiceField
          id="listing-pay-period"
          label={t('listings.form.payPeriod')}
          error={errorText('payPeriod')}
          options={payPeriods.map((period) => ({
            value: period,
            label: t(`jobBoard.pay.periods.${period}`),
          }))}
          registration={register('payPeriod')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input type="checkbox" {...register('tips')} className="size-5 accent-primary" />
        {t('listings.form.tips')}
      </label>
      <fieldset>
        <legend className="mb-1 font-medium">{t('listings.form.perks')}</legend>
        <CheckboxList
          className="flex flex-wrap gap-x-6"
          options={jobPerks.map((perk) => ({
            value: perk,
            label: t(`jobBoard.perkNames.${perk}`),
          }))}
          registration={register('perks')}
        />
      </fieldset>
    </fieldset>
  );
}
