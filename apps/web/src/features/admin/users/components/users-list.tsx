import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { PageLoading } from '../../../../components/layout/page-loading.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { useAdminUsers } from '../api/list-users.ts';
import {
  readUsersFilters,
  usersApiSearch,
  usersPageSize,
  usersParams,
  type UsersFilters as Filters,
} from '../users-search-params.ts';
import { UserRow } from './user-row.tsx';
import { UsersFilters } from './users-filters.tsx';

function hrefFor(filters: Filters): string {
  const search = usersParams(filters).toString();
  return `${paths.admin.users}${search ? `?${search}` : ''}`;
}

/** The Users list: filters and page in the URL, newest accounts first. */
export function UsersList() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = readUsersFilters(params);
  const query = useAdminUsers(usersApiSearch(filters));
  const filtered = Boolean(filters.q || filters.type || filters.status);

  return (
    <section aria-labelledby="users-list-heading" className="grid gap-5">
      <h2 id="users-list-heading" className="sr-only">
        {t('admin.users.list.heading')}
      </h2>
      <UsersFilters
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(usersParams(next))}
      />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('admin.users.list.loadError')}
          retryLabel={t('admin.users.list.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('admin.users.list.noMatch') : t('admin.users.list.none')}
          body={filtered ? t('admin.users.list.noMatchBody') : undefined}
        />
      ) : (
        <div>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {t('admin.users.list.count', { count: query.data.total })}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('admin.users.list.heading')}>
            {query.data.items.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
          <Pager
            page={filters.page}
            pageSize={usersPageSize}
            total={query.data.total}
            hrefFor={(page) => hrefFor({ ...filters, page })}
            labels={{
              nav: t('admin.users.list.pages'),
              previous: t('admin.users.list.previous'),
              next: t('admin.users.list.next'),
              status: (pages) => t('admin.users.list.pageStatus', { page: filters.page, pages }),
            }}
          />
        </div>
      )}
    </section>
  );
}
