import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useListings } from '../api/list-listings.ts';
import { listingsApiSearch, listingsPageSize } from '../manage-search-params.ts';
import type { ManageFilters } from '../manage-search-params.ts';
import { ListingCard } from './listing-card.tsx';
import { ListingStatusTabs } from './listing-status-tabs.tsx';

interface ListingsSectionProps {
  filters: ManageFilters;
  /** The page's URL for other filters. */
  hrefFor: (filters: ManageFilters) => string;
}

/** The restaurant's listings by status, each with its counts and actions. */
export function ListingsSection({ filters, hrefFor }: ListingsSectionProps) {
  const { t } = useTranslation('listings');
  const query = useListings(listingsApiSearch(filters));
  return (
    <section aria-labelledby="listings-title">
      <h2 id="listings-title" className="mb-3 text-2xl font-bold">
        {t('listings.manage.listingsTitle')}
      </h2>
      <ListingStatusTabs
        current={filters.status}
        hrefFor={(status) => hrefFor({ ...filters, status, page: 1 })}
      />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('listings.manage.loadError')}
          retryLabel={t('listings.manage.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={t('listings.manage.empty.title')}
          body={
            filters.status ? t('listings.manage.empty.filtered') : t('listings.manage.empty.body')
          }
          action={
            <ButtonLink to={paths.restaurant.createListing}>
              {t('listings.manage.postJob')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {t('listings.manage.count', { count: query.data.total })}
          </p>
          <ul aria-labelledby="listings-title" aria-busy={query.isFetching} className="grid gap-3">
            {query.data.items.map((listing) => (
              <ListingCard
                key={listing.id}
                listing={listing}
                applicationsHref={`${hrefFor({ ...filters, jobId: listing.id, appStatus: null, appPage: 1 })}#applications-inbox`}
              />
            ))}
          </ul>
          <Pager
            page={query.data.page}
            pageSize={listingsPageSize}
            total={query.data.total}
            hrefFor={(page) => hrefFor({ ...filters, page })}
            labels={{
              nav: t('listings.manage.pager.nav'),
              previous: t('listings.manage.pager.previous'),
              next: t('listings.manage.pager.next'),
              status: (pages) =>
                t('listings.manage.pager.status', { page: query.data.page, pages }),
            }}
          />
        </>
      )}
    </section>
  );
}
