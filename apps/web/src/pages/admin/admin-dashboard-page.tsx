import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { AdminNav } from '../../features/admin/components/admin-nav.tsx';
import { useOverview } from '../../features/admin/overview/api/get-overview.ts';
import { DailyChart } from '../../features/admin/overview/components/daily-chart.tsx';
import { FigureCards } from '../../features/admin/overview/components/figure-cards.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/**
 * /admin/dashboard (admins): key figures and 30-day charts. This page's chunk is the only one
 * that imports recharts, so the chart library never weighs on anyone else's first load.
 */
export function AdminDashboardPage() {
  return (
    <RequireAccess>
      <AdminDashboard />
    </RequireAccess>
  );
}

function AdminDashboard() {
  const { t } = useTranslation('admin');
  const query = useOverview();
  return (
    <Page title={t('admin.overview.title')} lead={t('admin.overview.lead')}>
      <AdminNav />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('admin.overview.loadError')}
          retryLabel={t('admin.overview.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="overview-figures">
            <h2 id="overview-figures" className="mb-3 text-2xl font-bold">
              {t('admin.overview.figuresTitle')}
            </h2>
            <FigureCards overview={query.data} />
          </section>
          <section aria-labelledby="overview-charts">
            <h2 id="overview-charts" className="mb-3 text-2xl font-bold">
              {t('admin.overview.chartsTitle')}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              <DailyChart
                title={t('admin.overview.charts.signUps')}
                series={query.data.signUpsPerDay}
              />
              <DailyChart
                title={t('admin.overview.charts.applications')}
                series={query.data.applicationsPerDay}
              />
            </div>
          </section>
        </div>
      )}
    </Page>
  );
}
