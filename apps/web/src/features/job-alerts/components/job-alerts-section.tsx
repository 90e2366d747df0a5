import { useTranslation } from 'react-i18next';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { useJobAlerts } from '../api/job-alerts.ts';
import { JobAlertRow } from './job-alert-row.tsx';

/**
 * The applicant dashboard's "Job alerts": each alert to rename, pause or resume, re-time, delete
 * or open; how many of the allowed ones are used; the way to Browse Jobs when there are none.
 * It spans both columns of the dashboard's grid.
 */
export function JobAlertsSection() {
  const { t } = useTranslation('jobAlerts');
  const alerts = useJobAlerts();
  const data = alerts.data;
  return (
    <section
      aria-labelledby="dashboard-job-alerts"
      className="min-w-0 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6 lg:col-span-2"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-job-alerts" className="text-xl font-semibold">
          {t('jobAlerts.list.title')}
        </h2>
        {data && data.items.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('jobAlerts.list.count', { count: data.items.length, limit: data.limit })}
          </p>
        ) : null}
      </div>
      {alerts.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-muted border-t-primary"
          />
          {t('common.loading')}
        </p>
      ) : alerts.isError ? (
        <div role="alert">
          <p className="font-medium">{t('jobAlerts.list.loadError')}</p>
          <p className="text-muted-foreground">{t(errorMessageKey(alerts.error))}</p>
          <Button variant="outline" onClick={() => void alerts.refetch()} className="mt-3">
            {t('jobAlerts.list.retry')}
          </Button>
        </div>
      ) : alerts.data.items.length === 0 ? (
        <div>
          <p className="text-muted-foreground">{t('jobAlerts.list.empty')}</p>
          <ButtonLink to={paths.jobs} className="mt-3">
            {t('jobAlerts.list.browse')}
          </ButtonLink>
        </div>
      ) : (
        <>
          {alerts.data.items.length >= alerts.data.limit ? (
            <p role="status" className="mb-3 text-sm font-medium">
              {t('jobAlerts.list.limitReached', { limit: alerts.data.limit })}
            </p>
          ) : null}
          <ul aria-label={t('jobAlerts.list.label')} className="grid gap-2">
            {alerts.data.items.map((alert) => (
              <JobAlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
