import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { AdminJobSummary, ModerationAction } from '@brigade/shared/admin/job-moderation';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { AdminNav } from '../../features/admin/components/admin-nav.tsx';
import { useAdminJobs } from '../../features/admin/listings/api/list-admin-jobs.ts';
import { AdminJobCard } from '../../features/admin/listings/components/admin-job-card.tsx';
import { AdminListingsFilters } from '../../features/admin/listings/components/admin-listings-filters.tsx';
import { ModerationDialog } from '../../features/admin/listings/components/moderation-dialog.tsx';
import {
  adminListingsPageSize,
  adminListingsParams,
  readAdminListingsFilters,
  type AdminListingsFilters as Filters,
} from '../../features/admin/listings/listings-search-params.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/** /admin/listings (admins): every job, searchable, with Close and Remove. */
export function AdminListingsPage() {
  return (
    <RequireAccess>
      <AdminListings />
    </RequireAccess>
  );
}

function AdminListings() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = readAdminListingsFilters(params);
  const apiSearch = adminListingsParams(filters);
  apiSearch.set('pageSize', String(adminListingsPageSize));
  const query = useAdminJobs(apiSearch.toString());
  const [moderating, setModerating] = useState<{
    job: AdminJobSummary;
    action: ModerationAction;
  } | null>(null);
  const hrefFor = (next: Filters) => {
    const search = adminListingsParams(next).toString();
    return `${paths.admin.listings}${search ? `?${search}` : ''}`;
  };
  const filtered = Boolean(filters.q || filters.status);

  return (
    <Page title={t('admin.listings.title')} lead={t('admin.listings.lead')}>
      <AdminNav />
      <AdminListingsFilters
        filters={filters}
        onSearch={(next) => setParams(adminListingsParams(next))}
      />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('admin.listings.loadError')}
          retryLabel={t('admin.listings.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={t('admin.listings.empty.title')}
          body={filtered ? t('admin.listings.empty.filtered') : t('admin.listings.empty.body')}
        />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {t('admin.listings.count', { count: query.data.total })}
          </p>
          <ul
            aria-label={t('admin.listings.listLabel')}
            aria-busy={query.isFetching}
            className="grid gap-3"
          >
            {query.data.items.map((job) => (
              <AdminJobCard
                key={job.id}
                job={job}
                onModerate={(action) => setModerating({ job, action })}
              />
            ))}
          </ul>
          <Pager
            page={query.data.page}
            pageSize={adminListingsPageSize}
            total={query.data.total}
            hrefFor={(page) => hrefFor({ ...filters, page })}
            labels={{
              nav: t('admin.listings.pager.nav'),
              previous: t('admin.listings.pager.previous'),
              next: t('admin.listings.pager.next'),
              status: (pages) => t('admin.listings.pager.status', { page: query.data.page, pages }),
            }}
          />
        </>
      )}
      {moderating ? (
        <ModerationDialog
          job={moderating.job}
          action={moderating.action}
          onClose={() => setModerating(null)}
        />
      ) : null}
    </Page>
  );
}
