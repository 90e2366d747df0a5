import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import {
  contactMessageFilters,
  type ContactMessageFilter,
} from '@brigade/shared/admin/contact-messages';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { AdminNav } from '../../features/admin/components/admin-nav.tsx';
import { useContactMessages } from '../../features/admin/contact/api/list-contact-messages.ts';
import { ContactMessageCard } from '../../features/admin/contact/components/contact-message-card.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

const pageSize = 20;

/** /admin/contact-messages (admins): the Contact page's messages, unread / read / all. */
export function AdminContactMessagesPage() {
  return (
    <RequireAccess>
      <AdminContactMessages />
    </RequireAccess>
  );
}

/** The page's URL for a filter and page (defaults left out). */
function hrefFor(status: ContactMessageFilter, page: number): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${paths.admin.contactMessages}${search ? `?${search}` : ''}`;
}

function AdminContactMessages() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const status = contactMessageFilters.find((known) => known === params.get('status')) ?? 'all';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const query = useContactMessages(`status=${status}&page=${page}&pageSize=${pageSize}`);
  return (
    <Page title={t('admin.contactMessages.title')} lead={t('admin.contactMessages.lead')}>
      <AdminNav />
      <nav aria-label={t('admin.contactMessages.filterLabel')} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {contactMessageFilters.map((filter) => (
            <li key={filter}>
              <Link
                to={hrefFor(filter, 1)}
                aria-current={filter === status ? 'page' : undefined}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium aria-[current=page]:border-primary aria-[current=page]:text-primary"
              >
                {t(`admin.contactMessages.filters.${filter}`)}
                {filter === 'unread' && query.data && query.data.unreadTotal > 0 ? (
                  <span className="rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground">
                    {query.data.unreadTotal}
                    <span className="sr-only">
                      {' '}
                      {t('admin.contactMessages.unreadCount', { count: query.data.unreadTotal })}
                    </span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('admin.contactMessages.loadError')}
          retryLabel={t('admin.contactMessages.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={t(`admin.contactMessages.empty.${status}`)}
          body={t('admin.contactMessages.empty.body')}
        />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {t('admin.contactMessages.count', { count: query.data.total })}
          </p>
          <ul
            aria-label={t('admin.contactMessages.listLabel')}
            aria-busy={query.isFetching}
            className="grid gap-3"
          >
            {query.data.items.map((message) => (
              <ContactMessageCard key={message.id} message={message} />
            ))}
          </ul>
          <Pager
            page={query.data.page}
            pageSize={pageSize}
            total={query.data.total}
            hrefFor={(next) => hrefFor(status, next)}
            labels={{
              nav: t('admin.contactMessages.pager.nav'),
              previous: t('admin.contactMessages.pager.previous'),
              next: t('admin.contactMessages.pager.next'),
              status: (pages) =>
                t('admin.contactMessages.pager.status', { page: query.data.page, pages }),
            }}
          />
        </>
      )}
    </Page>
  );
}
