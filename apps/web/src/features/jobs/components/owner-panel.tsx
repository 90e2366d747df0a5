import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { isExpired } from '@brigade/shared/jobs/listing-expiry';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

/** For the restaurant that posted the job: its status when not open, Edit and Manage Listings. */
export function OwnerPanel({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobBoard');
  return (
    <div className="rounded-2xl border border-primary/40 bg-card p-5 shadow-sm">
      {job.status === 'open' ? null : (
        <p role="status" className="mb-3 font-medium">
          {t(`jobBoard.job.status.${isExpired(job) ? 'expired' : job.status}`)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.restaurant.editListing(job.id)}>{t('jobBoard.job.edit')}</ButtonLink>
        <ButtonLink to={paths.restaurant.dashboard} variant="outline">
          {t('jobBoard.job.manage')}
        </ButtonLink>
      </div>
    </div>
  );
}
