import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { formatPay } from '@brigade/shared/money/format-pay';

type TipsFields = Pick<JobDetail, 'tipModel' | 'tipsMin' | 'tipsMax' | 'tipsPer' | 'currency'>;

/**
 * How a job's tips are shared and what they typically come to, in the reader's format: "Pooled
 * and shared by the team, typically €20–40 per shift"; null for a job without tips.
 */
export function useTipsText(): (job: TipsFields) => string | null {
  const { t, i18n } = useTranslation('jobBoard');
  return (job) => {
    if (job.tipModel === 'none') return null;
    const model = t(`jobBoard.tipModels.${job.tipModel}`);
    const typical = formatPay(
      { salary: job.tipsMin, salaryMax: job.tipsMax, currency: job.currency },
      i18n.language,
    );
    if (typical.kind === 'none') return model;
    return `${model}, ${t(`jobBoard.tipsTypical.${job.tipsPer}`, { amount: typical.text })}`;
  };
}
