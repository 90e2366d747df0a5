import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import { formatPay } from '@brigade/shared/money/format-pay';

type PayFields = Pick<JobSummary, 'salary' | 'salaryMax' | 'payPeriod' | 'tipModel' | 'currency'>;

/**
 * A job's pay in words, with its currency in the reader's format: "€14 – €16 per hour + tips",
 * "32.000 £ pro Jahr", "Pay not stated"; a job whose venue stated no currency shows bare numbers.
 */
export function usePayText(): (job: PayFields) => string {
  const { t, i18n } = useTranslation('jobCard');
  return (job) => {
    const pay = formatPay(job, i18n.language);
    const text =
      pay.kind === 'none'
        ? t('jobBoard.pay.none')
        : t(`jobBoard.pay.amount.${job.payPeriod}`, { amount: pay.text });
    return job.tipModel !== 'none' ? `${text} ${t('jobBoard.pay.tips')}` : text;
  };
}
