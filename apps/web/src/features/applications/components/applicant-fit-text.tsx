import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobFit } from '@brigade/shared/jobs/job-answers';
import { FitText } from '../../../components/ui/fit-text.tsx';

/**
 * How an applicant's availability (their resume's week grid) fits the job's shifts, for the
 * restaurant: "Available for 5 of 6 shifts", marked when it covers the shifts a week the job
 * needs, else with that number. The server counts it; JobFitText is the applicant's own wording.
 */
export function ApplicantFitText({ fit, className }: { fit: JobFit; className?: string }) {
  const { t } = useTranslation('applications');
  const fits = fit.shared >= fit.needed;
  const values = { shared: fit.shared, slots: fit.slots, needed: fit.needed };
  return (
    <FitText
      fits={fits}
      text={fits ? t('applications.fit.fits', values) : t('applications.fit.partly', values)}
      className={className}
    />
  );
}
