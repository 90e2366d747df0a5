import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useLatestJobs } from '../api/get-latest-jobs.ts';
import { JobCard } from './job-card.tsx';

/** The home page's newest open jobs, with the way to Browse Jobs (loaded after the first paint). */
export function LatestJobsSection() {
  const { t } = useTranslation('jobCard');
  const query = useLatestJobs();
  return (
    <section aria-labelledby="latest-jobs-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="latest-jobs-title" className="text-3xl font-bold sm:text-4xl">
            {t('jobBoard.latest.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('jobBoard.latest.lead')}</p>
        </div>
        <ButtonLink to={paths.jobs} variant="outline">
          {t('jobBoard.latest.all')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
      <div className="mt-8">
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-muted border-t-primary"
            />
            {t('common.loading')}
          </p>
        ) : query.isError ? (
          <LoadError
            title={t('jobBoard.latest.loadError')}
            retryLabel={t('jobBoard.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border bg-card p-6 text-center text-muted-foreground">
            {t('jobBoard.latest.empty')}
          </p>
        ) : (
          <ul
            aria-labelledby="latest-jobs-title"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {query.data.items.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
