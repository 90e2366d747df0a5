import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useInbox } from '../api/list-inbox.ts';
import { inboxApiSearch, inboxPageSize } from '../manage-search-params.ts';
import type { ManageFilters } from '../manage-search-params.ts';
import { InboxFilters } from './inbox-filters.tsx';
import { InboxRow } from './inbox-row.tsx';

interface InboxSectionProps {
  filters: ManageFilters;
  hrefFor: (filters: ManageFilters) => string;
  onFilter: (filters: ManageFilters) => void;
}

export const inboxId = 'applications-inbox';

/** Every application to the restaurant's jobs, filtered by job and status, newest first. */
export function InboxSection({ filters, hrefFor, onFilter }: InboxSectionProps) {
  const { t } = useTranslation('listings');
  const query = useInbox(inboxApiSearch(filters));
  const { hash, search } = useLocation();
  const section = useRef<HTMLElement>(null);
  const filtered = filters.jobId !== null || filters.appStatus !== null;

  // "Applications: 3" on a listing links here; a same-page link does not scroll by itself.
  useEffect(() => {
    if (hash === `#${inboxId}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, search]);

  return (
    <section ref={section} id={inboxId} aria-labelledby="inbox-title" className="scroll-mt-20">
      <h2 id="inbox-title" className="text-2xl font-bold">
        {t('listings.inbox.title')}
      </h2>
      <p className="mt-1 mb-4 text-muted-foreground">{t('listings.inbox.lead')}</p>
      <InboxFilters
        jobId={filters.jobId}
        status={filters.appStatus}
        sort={filters.appSort}
        onChange={({ jobId, status, sort }) =>
          onFilter({ ...filters, jobId, appStatus: status, appSort: sort, appPage: 1 })
        }
      />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('listings.inbox.loadError')}
          retryLabel={t('listings.manage.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('listings.inbox.emptyFiltered') : t('listings.inbox.empty')}
          action={
            filtered ? (
              <ButtonLink
                to={hrefFor({ ...filters, jobId: null, appStatus: null, appPage: 1 })}
                variant="outline"
              >
                {t('listings.inbox.clear')}
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.applications} variant="outline">
                {t('listings.inbox.browseApplicants')}
              </ButtonLink>
            )
          }
        />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {t('listings.inbox.count', { count: query.data.total })}
          </p>
          <ul aria-labelledby="inbox-title" aria-busy={query.isFetching} className="grid gap-3">
            {query.data.items.map((application) => (
              <InboxRow key={application.id} application={application} />
            ))}
          </ul>
          <Pager
            page={query.data.page}
            pageSize={inboxPageSize}
            total={query.data.total}
            hrefFor={(appPage) => `${hrefFor({ ...filters, appPage })}#${inboxId}`}
            labels={{
              nav: t('listings.inbox.pager.nav'),
              previous: t('listings.inbox.pager.previous'),
              next: t('listings.inbox.pager.next'),
              status: (pages) => t('listings.inbox.pager.status', { page: query.data.page, pages }),
            }}
          />
        </>
      )}
    </section>
  );
}
