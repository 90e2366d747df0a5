import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useJobSearch } from '../../features/jobs/api/search-jobs.ts';
import { JobResultsHeader } from '../../features/jobs/components/job-results-header.tsx';
import { JobCard } from '../../features/jobs/components/job-card.tsx';
import { JobSearchForm } from '../../features/jobs/components/job-search-form.tsx';
import { JobsFeedLink } from '../../features/jobs/components/jobs-feed-link.tsx';
import { useSearchFormKey } from '../../features/jobs/use-search-form-key.ts';
import { SaveJobButton } from '../../features/saved-jobs/components/save-job-button.tsx';
import { CreateAlertBar } from '../../features/job-alerts/components/create-alert-bar.tsx';
import {
  hasJobFilters,
  jobApiSearch,
  jobFilterParams,
  jobsPageSize,
  readJobFilters,
  sortedFilters,
} from '../../features/jobs/job-search-params.ts';

/** /jobs (Browse Jobs): search and filter open jobs; everything searched lives in the URL. */
export function BrowseJobsPage() {
  const { t, i18n } = useTranslation('jobBoard');
  const [params, setParams] = useSearchParams();
  const filters = readJobFilters(params);
  const query = useJobSearch(jobApiSearch(filters));
  const urlSearch = jobFilterParams(filters).toString();
  const form = useSearchFormKey(urlSearch);
  const hrefFor = (page: number) => {
    const search = jobFilterParams({ ...filters, page }).toString();
    return `${paths.jobs}${search ? `?${search}` : ''}`;
  };
  const filtered = hasJobFilters(filters);

  return (
    <Page title={t('jobBoard.title')} lead={t('jobBoard.lead')}>
      <JobsFeedLink filters={filters} title={t('jobBoard.title')} />
      <JobSearchForm
        key={form.key}
        filters={filters}
        onSearch={(next) => {
          const search = jobFilterParams(next);
          form.submitting(search.toString());
          setParams(search);
        }}
      />
      <CreateAlertBar params={jobFilterParams(filters)} />
      <div className="mt-6">
        {query.isPending ? (
          <PageLoading />
        ) : query.isError ? (
          <LoadError
            title={t('jobBoard.loadError')}
            retryLabel={t('jobBoard.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            title={t('jobBoard.empty.title')}
            body={filtered ? t('jobBoard.empty.filtered') : t('jobBoard.empty.none')}
            action={
              filtered ? (
                <ButtonLink to={paths.jobs} variant="outline">
                  {t('jobBoard.search.clear')}
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          <>
            <JobResultsHeader
              answer={query.data}
              filters={filters}
              onSort={(sort) =>
                setParams(jobFilterParams(sortedFilters(filters, sort, i18n.language)))
              }
            />
            <ul
              aria-label={t('jobBoard.results.label')}
              aria-busy={query.isFetching}
              className="grid gap-3 md:grid-cols-2"
            >
              {query.data.items.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  headingLevel={2}
                  action={<SaveJobButton jobId={job.id} jobTitle={job.title} />}
                />
              ))}
            </ul>
            <Pager
              page={query.data.page}
              pageSize={jobsPageSize}
              total={query.data.total}
              hrefFor={hrefFor}
              labels={{
                nav: t('jobBoard.pager.nav'),
                previous: t('jobBoard.pager.previous'),
                next: t('jobBoard.pager.next'),
                status: (pages) => t('jobBoard.pager.status', { page: query.data.page, pages }),
              }}
            />
          </>
        )}
      </div>
    </Page>
  );
}
