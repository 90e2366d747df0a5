import { paths } from '@brigade/shared/routes';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { formatDay } from '../interview-time.ts';
import { StatusBadge } from './status-badge.tsx';

/** The top of an application's page: the job, the venue and city, the status and dates. */
export function ApplicationHeader({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation('applications');
  const { job } = application;
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="min-w-0">
        <p className="text-lg font-semibold">
          <Link to={paths.job(job.id)} className="underline-offset-4 hover:underline">
            {job.title}
          </Link>
        </p>
        <p className="text-muted-foreground">
          {job.venueName} · {job.city}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          {t('applications.list.appliedOn', {
            date: formatDay(application.appliedAt, i18n.language),
          })}
          {' · '}
          {t('applications.detail.updatedOn', {
            date: formatDay(application.updatedAt, i18n.language),
          })}
        </p>
        {job.status !== 'open' ? (
          <p className="mt-1 text-sm">{t('applications.detail.jobClosed')}</p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <span className="sr-only">{t('applications.detail.status')}</span>
        <StatusBadge status={application.status} />
      </div>
    </div>
  );
}
