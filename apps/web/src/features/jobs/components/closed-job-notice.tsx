import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { paths } from '@brigade/shared/routes';

/**
 * A closed job's page for everyone but its restaurant: it says so, and offers open jobs of the
 * same role in the same city (Browse Jobs with those filters).
 */
export function ClosedJobNotice({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobBoard');
  const similar = `${paths.jobs}?${new URLSearchParams({ role: job.role, city: job.city }).toString()}`;
  return (
    <div role="status" className="rounded-2xl border border-border bg-muted p-5">
      <p className="font-semibold">{t('jobBoard.job.closedNotice')}</p>
      <Link
        to={similar}
        className="mt-2 inline-flex min-h-11 items-center font-medium underline underline-offset-4"
      >
        {t('jobBoard.job.similarJobs')}
      </Link>
    </div>
  );
}
