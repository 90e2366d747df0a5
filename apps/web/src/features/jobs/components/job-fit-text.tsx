import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobFit } from '@brigade/shared/jobs/job-answers';
import { FitText } from '../../../components/ui/fit-text.tsx';

/**
 * How a job's shifts fit the signed-in applicant's availability (the server counts it from their
 * resume): "Fits your availability: 5 of 6 shifts" when enough of them do, else how many.
 */
export function JobFitText({ fit, className }: { fit: JobFit; className?: string }) {
  const { t } = useTranslation('jobCard');
  const fits = fit.shared >= fit.needed;
  const values = { shared: fit.shared, slots: fit.slots };
  return (
    <FitText
      fits={fits}
      text={fits ? t('jobBoard.fit.fits', values) : t('jobBoard.fit.partly', values)}
      className={className}
    />
  );
}
