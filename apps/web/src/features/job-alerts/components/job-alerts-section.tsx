import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import {
  CardEmpty,
  CardError,
  CardLoading,
  DashboardCard,
} from '../../applicant-dashboard/index.ts';
import { useJobAlerts } from '../api/job-alerts.ts';
import { JobAlertRow } from './job-alert-row.tsx';

/**
 * The applicant dashboard's "Job alerts": each alert to rename, pause or resume, re-time, delete
 * or open; how many of the allowed ones are used; the way to Browse Jobs when there are none.
 */
export function JobAlertsSection() {
  const { t } = useTranslation('jobAlerts');
  const alerts = useJobAlerts();
  const data = alerts.data;
  return (
    <DashboardCard
      id="dashboard-job-alerts"
      title={t('jobAlerts.list.title')}
      action={
        data && data.items.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('jobAlerts.list.count', { count: data.items.length, limit: data.limit })}
          </p>
        ) : null
      }
    >
      {alerts.isPending ? (
        <CardLoading />
      ) : alerts.isError ? (
        <CardError
          title={t('jobAlerts.list.loadError')}
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
        />
      ) : alerts.data.items.length === 0 ? (
        <CardEmpty message={t('jobAlerts.list.empty')} browseLabel={t('jobAlerts.list.browse')} />
      ) : (
        <>
          {alerts.data.items.length >= alerts.data.limit ? (
            <p role="status" className="mb-3 text-sm font-medium">
              {t('jobAlerts.list.limitReached', { limit: alerts.data.limit })}{' '}
              <Link to={paths.pricing} className="underline underline-offset-4">
                {t('plans.seePlans')}
              </Link>
            </p>
          ) : null}
          <ul aria-label={t('jobAlerts.list.label')} className="grid gap-2">
            {alerts.data.items.map((alert) => (
              <JobAlertRow
                key={alert.id}
                alert={alert}
                instantAllowed={alerts.data.instantAlerts}
              />
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
