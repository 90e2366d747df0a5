import { Controller } from 'react-hook-form';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { WeekGridTable } from '../../../components/ui/week-grid.tsx';
import { useShiftLabels } from '../../jobs/index.ts';
import { hoursFromText } from '../job-form-values.ts';
import { ListingField } from './listing-field.tsx';

interface HoursFieldsProps {
  register: UseFormRegister<JobFormValues>;
  control: Control<JobFormValues>;
  errorText: (name: 'hoursMin' | 'hoursMax' | 'shifts' | 'shiftsPerWeek') => string | undefined;
}

/**
 * Hours a week (one figure, or a range) and the shift pattern: the resume's availability grid,
 * so a job's shifts can be matched against a candidate's availability, and how many of the ticked
 * shifts the job needs a week (empty: all of them), which is what "fits" is measured against.
 */
export function HoursFields({ register, control, errorText }: HoursFieldsProps) {
  const { t } = useTranslation('listings');
  const labels = useShiftLabels();
  const shiftsError = errorText('shifts');
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-4 text-xl font-semibold">{t('listings.form.sections.hours')}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <ListingField
          id="listing-hours-min"
          label={t('listings.form.hoursMin')}
          hint={t('listings.form.hoursMinHint')}
          error={errorText('hoursMin')}
          inputMode="numeric"
          autoComplete="off"
          registration={register('hoursMin', { setValueAs: hoursFromText })}
        />
        <ListingField
          id="listing-hours-max"
          label={t('listings.form.hoursMax')}
          hint={t('listings.form.hoursMaxHint')}
          error={errorText('hoursMax')}
          inputMode="numeric"
          autoComplete="off"
          registration={register('hoursMax', { setValueAs: hoursFromText })}
        />
      </div>
      <div className="grid gap-3">
        <p id="listing-shifts-title" className="font-medium">
          {t('listings.form.shifts')}
        </p>
        <p id="listing-shifts-hint" className="-mt-2 text-sm text-muted-foreground">
          {t('listings.form.shiftsHint')}
        </p>
        <Controller
          control={control}
          name="shifts"
          render={({ field }) => (
            <WeekGridTable
              idPrefix="listing-shifts"
              value={field.value ?? {}}
              onChange={field.onChange}
              labels={labels}
              labelledBy="listing-shifts-title"
              describedBy="listing-shifts-hint"
            />
          )}
        />
        {shiftsError ? <p className="text-sm font-medium text-danger">{shiftsError}</p> : null}
      </div>
      <div className="sm:max-w-xs">
        <ListingField
          id="listing-shifts-per-week"
          label={t('listings.form.shiftsPerWeek')}
          hint={t('listings.form.shiftsPerWeekHint')}
          error={errorText('shiftsPerWeek')}
          inputMode="numeric"
          autoComplete="off"
          // A whole number or empty, read as the hours boxes are.
          registration={register('shiftsPerWeek', { setValueAs: hoursFromText })}
        />
      </div>
    </fieldset>
  );
}
