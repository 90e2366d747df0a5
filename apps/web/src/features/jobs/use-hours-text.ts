import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { JobSummary } from '@brigade/shared/jobs/job-answers';

type HoursFields = Pick<JobSummary, 'hoursMin' | 'hoursMax'>;

/**
 * A job's hours a week in words: "30–38 hours a week", "20 hours a week" (one figure, or both
 * the same), or null when the job does not state them (drafts, jobs posted before hours were asked).
 */
export function useHoursText(): (job: HoursFields) => string | null {
  const { t } = useTranslation('jobCard');
  return ({ hoursMin, hoursMax }) => {
    if (hoursMin === null) return null;
    if (hoursMax === null || hoursMax === hoursMin) {
      return t('jobBoard.hours.exact', { count: hoursMin });
    }
    return t('jobBoard.hours.range', { min: hoursMin, max: hoursMax });
  };
}
