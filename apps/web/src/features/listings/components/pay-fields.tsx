import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobPerks, payPeriods, tipModels, tipUnits } from '@brigade/shared/jobs/job-options';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { CheckboxList } from '../../../components/ui/checkbox-list.tsx';
import { amountFromText } from '../job-form-values.ts';
import { ChoiceField } from './choice-field.tsx';
import { ListingField } from './listing-field.tsx';
import { PayCurrencyNote } from './pay-currency-note.tsx';

type PayFieldName = 'salary' | 'salaryMax' | 'payPeriod' | 'tipModel' | 'tipsMin' | 'tipsMax';

interface PayFieldsProps {
  register: UseFormRegister<JobFormValues>;
  control: Control<JobFormValues>;
  errorText: (name: PayFieldName | 'tipsPer') => string | undefined;
}

/**
 * Pay: an amount, or a range with its top, per hour/week/month/year; how tips are shared and,
 * for a job with tips, what they typically come to per shift or per hour (the estimated total
 * counts them); and the perks (paid breaks, staff meals, a uniform).
 */
export function PayFields({ register, control, errorText }: PayFieldsProps) {
  const { t } = useTranslation('listings');
  const tipModel = useWatch({ control, name: 'tipModel' });
  const amountField = (id: string, name: PayFieldName, hint: string) => (
    <ListingField
      id={id}
      label={t(`listings.form.${name}`)}
      hint={hint}
      error={errorText(name)}
      inputMode="decimal"
      autoComplete="off"
      // Typical tips leave the form with the fields: a job without tips sends none.
      registration={register(name, {
        setValueAs: amountFromText,
        shouldUnregister: name.startsWith('tips'),
      })}
    />
  );
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-4 text-xl font-semibold">{t('listings.form.sections.pay')}</legend>
      <PayCurrencyNote />
      <div className="grid gap-5 sm:grid-cols-3">
        {amountField('listing-salary', 'salary', t('listings.form.salaryHint'))}
        {amountField('listing-salary-max', 'salaryMax', t('listings.form.salaryMaxHint'))}
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
      <div className="sm:max-w-sm">
        <ChoiceField
          id="listing-tip-model"
          label={t('listings.form.tipModel')}
          error={errorText('tipModel')}
          options={tipModels.map((model) => ({
            value: model,
            label: t(`jobBoard.tipModels.${model}`),
          }))}
          registration={register('tipModel')}
        />
      </div>
      {tipModel && tipModel !== 'none' ? (
        <div className="grid gap-5 sm:grid-cols-3">
          {amountField('listing-tips-min', 'tipsMin', t('listings.form.tipsMinHint'))}
          {amountField('listing-tips-max', 'tipsMax', t('listings.form.tipsMaxHint'))}
          <ChoiceField
            id="listing-tips-per"
            label={t('listings.form.tipsPer')}
            error={errorText('tipsPer')}
            options={tipUnits.map((unit) => ({
              value: unit,
              label: t(`listings.form.tipUnits.${unit}`),
            }))}
            registration={register('tipsPer', { shouldUnregister: true })}
          />
        </div>
      ) : null}
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
