import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useFitListings } from '../../features/resume/api/fit-listings.ts';
import { useResumeSearch } from '../../features/resume/api/search-resumes.ts';
import { ResumeSearchForm } from '../../features/resume/components/resume-search-form.tsx';
import {
  hasResumeFilters,
  readResumeFilters,
  resumeApiSearch,
  resumeFilterParams,
  resumesPageSize,
} from '../../features/resume/resume-search-params.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import { useSession } from '../../features/session/use-session.ts';
import { ResumeCard } from './resume-card.tsx';

/** /applications (Browse Applicants, restaurants): search the resumes visible to restaurants. */
export function BrowseApplicantsPage() {
  return (
    <RequireAccess>
      <BrowseApplicants />
    </RequireAccess>
  );
}

function BrowseApplicants() {
  const { t } = useTranslation('applicants');
  const [params, setParams] = useSearchParams();
  const filters = readResumeFilters(params);
  const query = useResumeSearch(resumeApiSearch(filters));
  // A restaurant may fit the resumes to one of its own open listings; an admin has none.
  const session = useSession();
  const isRestaurant = session.status === 'signed-in' && session.user.userType === 'restaurant';
  const listings = useFitListings(isRestaurant);
  const urlSearch = resumeFilterParams(filters).toString();
  const hrefFor = (page: number) => {
    const search = resumeFilterParams({ ...filters, page }).toString();
    return `${paths.applications}${search ? `?${search}` : ''}`;
  };

  return (
    <Page title={t('applicants.title')} lead={t('applicants.lead')}>
      <ResumeSearchForm
        key={urlSearch}
        filters={filters}
        onSearch={(next) => setParams(resumeFilterParams(next))}
        fitListings={isRestaurant ? (listings.data ?? null) : undefined}
      />
      <div className="mt-6">
        {query.isPending ? (
          <PageLoading />
        ) : query.isError ? (
          <LoadError
            title={t('applicants.loadError')}
            retryLabel={t('applicants.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            title={t('applicants.empty.title')}
            body={
              hasResumeFilters(filters)
                ? t('applicants.empty.filtered')
                : t('applicants.empty.none')
            }
            action={
              hasResumeFilters(filters) ? (
                <ButtonLink to={paths.applications} variant="outline">
                  {t('applicants.clear')}
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground" role="status">
                {t('applicants.count', { count: query.data.total })}
              </p>
              {hasResumeFilters(filters) ? (
                <ButtonLink to={paths.applications} variant="ghost">
                  {t('applicants.clear')}
                </ButtonLink>
              ) : null}
            </div>
            <ul
              aria-label={t('applicants.results')}
              aria-busy={query.isFetching}
              className="grid gap-3 md:grid-cols-2"
            >
              {query.data.items.map((resume) => (
                <ResumeCard key={resume.id} resume={resume} />
              ))}
            </ul>
            <Pager
              page={query.data.page}
              pageSize={resumesPageSize}
              total={query.data.total}
              hrefFor={hrefFor}
              labels={{
                nav: t('applicants.pager.nav'),
                previous: t('applicants.pager.previous'),
                next: t('applicants.pager.next'),
                status: (pages) => t('applicants.pager.status', { page: query.data.page, pages }),
              }}
            />
          </>
        )}
      </div>
    </Page>
  );
}
