import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import { formatPay } from '@brigade/shared/money/format-pay';

type TotalPayText = Pick<JobSummary, 'totalPay' | 'currency'>;

/**
 * The venue's estimate of a week's total in words, with the pay's currency in the reader's
 * format: "About €590–750 a week for 38–40 h, tips included"; null when the job has no estimate
 * (no pay or no hours stated).
 */
export function useTotalPayText(): (job: TotalPayText) => string | null {
  const { t, i18n } = useTranslation('jobCard');
  return ({ totalPay, currency }) => {
    if (!totalPay) return null;
    const amount = formatPay(
      { salary: totalPay.low, salaryMax: totalPay.high, currency },
      i18n.language,
    );
    if (amount.kind === 'none') return null;
    const { hoursMin, hoursMax } = totalPay;
    const hours = hoursMin === hoursMax ? `${hoursMin}` : `${hoursMin}–${hoursMax}`;
    return t(`jobBoard.totalPay.${totalPay.tips}`, { amount: amount.text, hours });
  };
}
