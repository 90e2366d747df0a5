import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { Language } from '@brigade/shared/languages';
import { formatPay } from '@brigade/shared/money/format-pay';
import { pageTexts } from './page-texts.ts';

/** What a job's share card says, in one language: the page's own words for each fact. */
export interface JobCardTexts {
  language: Language;
  brand: string;
  title: string;
  venue: string;
  city: string;
  /** "€14–16 per hour + tips", or the page's "Pay not stated". */
  pay: string;
  /** "30–38 hours a week", or null when the job does not state them. */
  hours: string | null;
  /** The job page's notice for a closed job, else null. */
  closed: string | null;
}

/**
 * The card's texts from the job as an anonymous visitor reads it, with the same catalogue keys
 * and pay formatting as the job page (features/jobs/use-pay-text.ts and use-hours-text.ts), so
 * the preview and the page never disagree.
 */
export function jobCardTexts(job: JobDetail, language: Language): JobCardTexts {
  const t = pageTexts(language);
  const amount = formatPay(job, language);
  const pay =
    amount.kind === 'none'
      ? t('jobBoard.pay.none')
      : t(`jobBoard.pay.amount.${job.payPeriod}`, { amount: amount.text });
  const { hoursMin, hoursMax } = job;
  let hours: string | null = null;
  if (hoursMin !== null) {
    hours =
      hoursMax === null || hoursMax === hoursMin
        ? t('jobBoard.hours.exact', { count: hoursMin })
        : t('jobBoard.hours.range', { min: hoursMin, max: hoursMax });
  }
  return {
    language,
    brand: t('brand.name'),
    title: job.title,
    venue: job.venue.name,
    city: job.city,
    pay: job.tipModel !== 'none' ? `${pay} ${t('jobBoard.pay.tips')}` : pay,
    hours,
    closed: job.status === 'open' ? null : t('jobBoard.job.closedNotice'),
  };
}
