import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useMyApplications } from '../../features/applications/api/list-applications.ts';
import { ApplicationRow } from '../../features/applications/components/application-row.tsx';
import { StatusFilter } from '../../features/applications/components/status-filter.tsx';
import {
  applicationsPageSize,
  listApiSearch,
  listFilterParams,
  readListFilters,
} from '../../features/applications/list-search-params.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/** /applicant/applications: every job the applicant applied to, by status, newest first. */
export function ApplicantApplicationsPage() {
  return (
    <RequireAccess>
      <ApplicantApplications />
    </RequireAccess>
  );
}

function ApplicantApplications() {
  const { t } = useTranslation('applications');
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const query = useMyApplications(listApiSearch(filters));
  const hrefFor = (page: number) => {
    const search = listFilterParams({ ...filters, page }).toString();
    return `${paths.applicant.applications}${search ? `?${search}` : ''}`;
  };

  return (
    <Page title={t('applications.mine.title')} lead={t('applications.mine.lead')}>
      <div className="mb-6">
        <StatusFilter
          value={filters.status}
          onChange={(status) => setParams(listFilterParams({ status, page: 1 }))}
        />
      </div>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('applications.list.loadError')}
          retryLabel={t('applications.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        filters.status ? (
          <EmptyState
            title={t('applications.list.noneWithStatus', {
              status: t(`applications.statuses.${filters.status}`),
            })}
            action={
              <ButtonLink to={paths.applicant.applications} variant="outline">
                {t('applications.list.showAll')}
              </ButtonLink>
            }
          />
        ) : (
          <EmptyState
            title={t('applications.list.none')}
            body={t('applications.list.noneBody')}
            action={<ButtonLink to={paths.jobs}>{t('applications.list.browseJobs')}</ButtonLink>}
          />
        )
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {t('applications.list.count', { count: query.data.total })}
          </p>
          <ul aria-busy={query.isFetching} className="grid gap-3">
            {query.data.items.map((application) => (
              <ApplicationRow
                key={application.id}
                application={application}
                to={paths.applicant.application(application.id)}
              />
            ))}
          </ul>
          <Pager
            page={query.data.page}
            pageSize={applicationsPageSize}
            total={query.data.total}
            hrefFor={hrefFor}
            labels={{
              nav: t('applications.pager.nav'),
              previous: t('applications.pager.previous'),
              next: t('applications.pager.next'),
              status: (pages) => t('applications.pager.status', { page: query.data.page, pages }),
            }}
          />
        </>
      )}
    </Page>
  );
}
