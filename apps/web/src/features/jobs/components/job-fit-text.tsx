import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobFit } from '@brigade/shared/jobs/job-answers';

/**
 * How a job's shifts fit the signed-in applicant's availability (the server counts it from their
 * resume): "Fits your availability: 5 of 6 shifts" when enough of them do, else how many.
 */
export function JobFitText({ fit, className }: { fit: JobFit; className?: string }) {
  const { t } = useTranslation('jobBoard');
  const fits = fit.shared >= fit.needed;
  const values = { shared: fit.shared, slots: fit.slots };
  return (
    <span
      className={`flex items-center gap-2 ${fits ? 'font-medium text-success' : ''} ${className ?? ''}`}
    >
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      {fits ? t('jobBoard.fit.fits', values) : t('jobBoard.fit.partly', values)}
    </span>
  );
}
