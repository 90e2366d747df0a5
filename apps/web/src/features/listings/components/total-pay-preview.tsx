import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { estimateTotalPay } from '@brigade/shared/jobs/total-pay';
import { slotCount, weekGridMask } from '@brigade/shared/resumes/week-mask';
import { useTotalPayText } from '../../jobs/index.ts';
import { useProfile } from '../../profile/index.ts';

/** A box's value as the estimate reads it: a number, or nothing while it is empty or not one. */
const figure = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The estimated total as cards and the job page will show it, worked out as the venue types
 * (the same total-pay.ts the server uses), so the venue sees what its figures promise.
 */
export function TotalPayPreview({ control }: { control: Control<JobFormValues> }) {
  const { t } = useTranslation('listings');
  const values = useWatch({ control });
  const currency = useProfile().data?.profile.currency ?? null;
  const totalPayText = useTotalPayText();
  const shiftsPerWeek = figure(values.shiftsPerWeek);
  const totalPay = estimateTotalPay({
    salary: figure(values.salary),
    salaryMax: figure(values.salaryMax),
    payPeriod: values.payPeriod ?? 'hour',
    hoursMin: figure(values.hoursMin),
    hoursMax: figure(values.hoursMax),
    tipModel: values.tipModel ?? 'none',
    tipsMin: figure(values.tipsMin),
    tipsMax: figure(values.tipsMax),
    tipsPer: values.tipsPer ?? 'shift',
    shiftsAWeek: shiftsPerWeek ?? slotCount(weekGridMask(values.shifts ?? {})),
  });
  const estimate = totalPayText({ totalPay, currency });
  return (
    <p aria-live="polite" className="rounded-xl bg-muted p-4 text-sm font-medium">
      {estimate
        ? t('listings.form.totalPayPreview', { estimate })
        : t('listings.form.totalPayMissing')}
    </p>
  );
}
