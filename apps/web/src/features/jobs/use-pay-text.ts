import { useTranslation } from 'react-i18next';
import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import { payParts } from './format-pay.ts';

type PayFields = Pick<JobSummary, 'salary' | 'salaryMax' | 'payPeriod' | 'tips'>;

/** A job's pay in words: "12.50–15.00 per hour + tips", "32,000 per year", "Pay not stated". */
export function usePayText(): (job: PayFields) => string {
  const { t, i18n } = useTranslation('jobBoard');
  return (job) => {
    const parts = payParts(job, i18n.language);
    const text =
      parts.kind === 'none'
        ? t('jobBoard.pay.none')
        : parts.kind === 'amount'
          ? t(`jobBoard.pay.amount.${job.payPeriod}`, { amount: parts.amount })
          : t(`jobBoard.pay.range.${job.payPeriod}`, { from: parts.from, to: parts.to });
    return job.tips ? `${text} ${t('jobBoard.pay.tips')}` : text;
  };
}
