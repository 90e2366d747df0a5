import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useSecurityEvents } from '../api/list-security-events.ts';
import {
  securityApiFilters,
  securityEventsApiSearch,
  securityEventsPageSize,
  type SecurityFilters as Filters,
} from '../security-search-params.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { SecurityEventCard } from './security-event-card.tsx';
import { SecurityEventsTable } from './security-events-table.tsx';
import { SecurityFilters } from './security-filters.tsx';

interface SecurityEventsSectionProps {
  filters: Filters;
  /** The URL's state as a key: the filter form restarts with it (Back, Forward). */
  stateKey: string;
  onApply: (filters: Filters) => void;
  hrefForPage: (page: number) => string;
}

/** The filter form, "Export CSV", and the matching events: cards on phones, a table when wide. */
export function SecurityEventsSection(props: SecurityEventsSectionProps) {
  const { filters, stateKey, onApply, hrefForPage } = props;
  const { t } = useTranslation('security');
  const query = useSecurityEvents(securityEventsApiSearch(filters));
  const filtered = Boolean(
    filters.severity || filters.type || filters.user || filters.from || filters.to,
  );
  return (
    <section aria-labelledby="security-events-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="security-events-heading" className="text-xl font-semibold">
          {t('security.events.heading')}
        </h2>
        <ExportCsvButton filters={securityApiFilters(filters)} />
      </div>
      <SecurityFilters key={stateKey} filters={filters} onApply={onApply} />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('security.events.loadError')}
          retryLabel={t('security.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('security.events.noMatch') : t('security.events.none')}
          body={filtered ? t('security.events.noMatchBody') : undefined}
        />
      ) : (
        <div aria-busy={query.isFetching}>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {t('security.events.count', { count: query.data.total })}
          </p>
          <ul className="grid gap-3 lg:hidden" aria-label={t('security.events.heading')}>
            {query.data.items.map((event) => (
              <SecurityEventCard key={event.id} event={event} />
            ))}
          </ul>
          <div className="hidden lg:block">
            <SecurityEventsTable events={query.data.items} />
          </div>
          <Pager
            page={filters.page}
            pageSize={securityEventsPageSize}
            total={query.data.total}
            hrefFor={hrefForPage}
            labels={{
              nav: t('security.pager.nav'),
              previous: t('security.pager.previous'),
              next: t('security.pager.next'),
              status: (pages) => t('security.pager.status', { page: filters.page, pages }),
            }}
          />
        </div>
      )}
    </section>
  );
}
