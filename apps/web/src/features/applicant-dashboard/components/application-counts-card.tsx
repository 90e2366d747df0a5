import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import { paths } from '@brigade/shared/routes';
import { useApplicationCounts } from '../api/get-application-counts.ts';
import { CardEmpty, CardError, CardLoading } from './card-state.tsx';
import { DashboardCard } from './dashboard-card.tsx';

/** The applicant's applications by status; each count opens the list filtered by it. */
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
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {applicationStatuses.map((status) => (
            <li key={status}>
              <Link
                to={`${paths.applicant.applications}?${new URLSearchParams({ status }).toString()}`}
                className="flex min-h-11 flex-col rounded-xl border border-border p-3 hover:border-primary/60 hover:bg-muted"
              >
                <span className="text-2xl font-bold">{query.data.byStatus[status]}</span>
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
