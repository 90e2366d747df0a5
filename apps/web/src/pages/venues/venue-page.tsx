import { useParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { VenuePage as VenuePageData } from '@brigade/shared/jobs/job-answers';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useVenuePage } from '../../features/jobs/api/get-venue-page.ts';
import { JobCard } from '../../features/jobs/components/job-card.tsx';
import { VenueCard } from '../../features/jobs/components/venue-card.tsx';
import { ApiError } from '../../lib/api-error.ts';

/** /venues/:id: a venue, how it answers applicants, and its open jobs (server-rendered). */
export function VenuePage() {
  const { t } = useTranslation('jobBoard');
  const { id = '' } = useParams();
  const query = useVenuePage(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page
        title={missing ? t('jobBoard.venuePage.notFound.title') : t('jobBoard.venuePage.loadError')}
      >
        {missing ? (
          <EmptyState
            title={t('jobBoard.venuePage.notFound.title')}
            body={t('jobBoard.venuePage.notFound.body')}
            action={<ButtonLink to={paths.jobs}>{t('jobBoard.venuePage.browse')}</ButtonLink>}
          />
        ) : (
          <LoadError
            title={t('jobBoard.venuePage.loadError')}
            retryLabel={t('jobBoard.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
      </Page>
    );
  }
  return <VenueView page={query.data} />;
}

function VenueView({ page }: { page: VenuePageData }) {
  const { t } = useTranslation('jobBoard');
  const { venue, jobs } = page;
  return (
    <Page
      title={venue.name}
      // As the server-rendered head has it, so the tab does not change on hydration.
      documentTitle={t('meta.venueTitle', { venue: venue.name })}
      lead={t('jobBoard.venuePage.lead', { count: jobs.length, venue: venue.name })}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="venue-jobs-title" className="grid min-w-0 gap-4">
          <h2 id="venue-jobs-title" className="text-2xl font-semibold">
            {t('jobBoard.venuePage.jobs')}
          </h2>
          {jobs.length === 0 ? (
            <EmptyState
              title={t('jobBoard.venuePage.empty', { venue: venue.name })}
              action={<ButtonLink to={paths.jobs}>{t('jobBoard.venuePage.browse')}</ButtonLink>}
            />
          ) : (
            <ul aria-labelledby="venue-jobs-title" className="grid gap-4 sm:grid-cols-2">
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </ul>
          )}
        </section>
        <VenueCard venue={venue} />
      </div>
    </Page>
  );
}
