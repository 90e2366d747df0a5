import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { SavedJob } from '@brigade/shared/jobs/saved-jobs';
import { savedJobsPageSize } from '@brigade/shared/jobs/saved-jobs';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSavedJobs, useToggleSavedJob } from '../../saved-jobs/index.ts';
import { CardError, CardLoading } from './card-state.tsx';
import { DashboardCard } from './dashboard-card.tsx';

/**
 * The jobs the applicant saved, newest first, a page at a time. A job that closed or was removed
 * stays, saying it no longer takes applications (a removed one shows only its title, and neither
 * has a page to open); each can be taken off the list.
 */
export function SavedJobsCard() {
  const { t } = useTranslation('savedJobs');
  const [page, setPage] = useState(1);
  const query = useSavedJobs(page);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / savedJobsPageSize));
  return (
    <DashboardCard id="dashboard-saved-jobs" title={t('savedJobs.list.title')}>
      {query.isError ? (
        <CardError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <CardLoading />
      ) : query.data.total === 0 ? (
        <div>
          <p className="font-medium">{t('savedJobs.list.empty')}</p>
          <p className="mt-1 text-muted-foreground">{t('savedJobs.list.emptyHint')}</p>
          <ButtonLink to={paths.jobs} className="mt-3">
            {t('savedJobs.list.browse')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="grid gap-2" aria-busy={query.isFetching}>
            {query.data.items.map((saved) => (
              <SavedJobItem
                key={saved.jobId}
                saved={saved}
                // Removing the last job of a later page would leave it empty: go back one.
                onRemove={() => {
                  if (query.data.items.length === 1 && page > 1) setPage(page - 1);
                }}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label={t('savedJobs.list.pager')}
              className="mt-4 flex items-center justify-between gap-3"
            >
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('savedJobs.list.previous')}
              </Button>
              <p className="text-sm text-muted-foreground">
                {t('savedJobs.list.status', { page, pages })}
              </p>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('savedJobs.list.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}

function SavedJobItem({ saved, onRemove }: { saved: SavedJob; onRemove: () => void }) {
  const { t } = useTranslation('savedJobs');
  const toggle = useToggleSavedJob();
  const open = saved.availability === 'open';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3">
      <div className="min-w-0">
        {open ? (
          <Link
            to={paths.job(saved.jobId)}
            className="inline-flex min-h-11 items-center font-semibold break-words underline-offset-4 hover:underline"
          >
            {saved.title}
          </Link>
        ) : (
          <p className="font-semibold break-words text-muted-foreground">{saved.title}</p>
        )}
        {saved.job ? (
          <p className="text-sm text-muted-foreground">
            {saved.job.venueName} · {saved.job.city}
          </p>
        ) : null}
        {open ? null : <p className="mt-1 text-sm font-medium">{t('savedJobs.list.closed')}</p>}
      </div>
      <Button
        variant="ghost"
        aria-label={t('savedJobs.list.removeLabel', { title: saved.title })}
        onClick={() => {
          toggle.mutate({ jobId: saved.jobId, saved: false });
          onRemove();
        }}
      >
        {t('savedJobs.list.remove')}
      </Button>
    </li>
  );
}
