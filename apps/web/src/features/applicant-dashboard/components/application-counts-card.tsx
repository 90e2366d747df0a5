import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import { paths } from '@brigade/shared/routes';
import { useApplicationCounts } from '../api/get-application-counts.ts';
import { CardEmpty, CardError, CardLoading } from './card-state.tsx';
import { DashboardCard } from './dashboard-card.tsx';

/**
 * The applicant's applications by status; each count opens the list filtered by it. Only the
 * statuses they have applications in are shown (seven tiles, mostly 0, filled a phone's first
 * screen): on phones as a row of small chips, from `sm` up as tiles.
 */
export function ApplicationCountsCard() {
  const { t } = useTranslation('applicantDashboard');
  const query = useApplicationCounts();
  return (
    <DashboardCard
      id="dashboard-applications"
      title={t('applicantDashboard.applications.title')}
      action={
        <Link
          to={paths.applicant.applications}
          className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
        >
          {t('applicantDashboard.applications.all')}
        </Link>
      }
    >
      {query.isError ? (
        <CardError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <CardLoading />
      ) : query.data.total === 0 ? (
        <CardEmpty
          message={t('applicantDashboard.applications.none')}
          browseLabel={t('applicantDashboard.browseJobs')}
        />
      ) : (
        <ul className="flex flex-wrap gap-2 sm:grid sm:grid-cols-4">
          {applicationStatuses
            .filter((status) => query.data.byStatus[status] > 0)
            .map((status) => (
              <li key={status}>
                <Link
                  to={`${paths.applicant.applications}?${new URLSearchParams({ status }).toString()}`}
                  className="flex min-h-11 items-center gap-2 rounded-full border border-border px-3 hover:border-primary/60 hover:bg-muted sm:flex-col sm:items-start sm:gap-0 sm:rounded-xl sm:p-3"
                >
                  <span className="font-bold sm:text-2xl">{query.data.byStatus[status]}</span>
                  <span className="text-sm text-muted-foreground">
                    {t(`applications.statuses.${status}`)}
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      )}
    </DashboardCard>
  );
}
