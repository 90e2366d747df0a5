import { useParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useJob } from '../../features/jobs/api/get-job.ts';
import { useInbox } from '../../features/listings/api/list-inbox.ts';
import { PipelineBoard } from '../../features/listings/board/pipeline-board.tsx';
import { inboxId } from '../../features/listings/components/inbox-section.tsx';
import { MessageTemplatesSection } from '../../features/listings/components/message-templates-section.tsx';
import { manageParams, readManageFilters } from '../../features/listings/manage-search-params.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import { ApiError } from '../../lib/api-error.ts';

/** The board shows this many applications, newest first; the list view pages through them all. */
const boardSize = 50;

/**
 * /restaurant/listings/:id/board: one listing's applications as a pipeline board (issue 16),
 * one column per status, moved by drag and drop or the keyboard. The list view (Manage Listings'
 * inbox, filtered to this job) stays one link away.
 */
export function ListingBoardPage() {
  return (
    <RequireAccess>
      <ListingBoard />
    </RequireAccess>
  );
}

function ListingBoard() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams();
  const job = useJob(id);
  const applications = useInbox(`jobId=${encodeURIComponent(id)}&pageSize=${boardSize}`);
  const listSearch = manageParams({ ...readManageFilters(new URLSearchParams()), jobId: id });
  const listView = `${paths.restaurant.dashboard}?${listSearch.toString()}#${inboxId}`;
  const missing =
    (job.error instanceof ApiError && job.error.status === 404) ||
    (job.data !== undefined && !job.data.canEdit);
  const failed = job.isError ? job : applications.isError ? applications : null;
  const page = applications.data;
  return (
    <Page
      title={
        job.data
          ? t('listings.board.title', { title: job.data.title })
          : t('listings.board.titleLoading')
      }
      lead={t('listings.board.lead')}
      backTo={paths.restaurant.dashboard}
    >
      {job.isPending || applications.isPending ? (
        <PageLoading />
      ) : missing ? (
        <EmptyState
          title={t('listings.edit.notFound')}
          action={
            <ButtonLink to={paths.restaurant.dashboard}>{t('listings.manage.title')}</ButtonLink>
          }
        />
      ) : failed || !page ? (
        <LoadError
          title={t('listings.board.loadError')}
          retryLabel={t('listings.manage.retry')}
          error={failed?.error ?? null}
          onRetry={() => void (failed ?? applications).refetch()}
        />
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              {page.total > page.items.length
                ? t('listings.board.someShown', {
                    shown: page.items.length,
                    total: page.total,
                  })
                : t('listings.board.count', { count: page.total })}
            </p>
            <ButtonLink to={listView} variant="outline">
              {t('listings.board.listView')}
            </ButtonLink>
          </div>
          {page.items.length === 0 ? (
            <EmptyState title={t('listings.board.empty')} />
          ) : (
            <PipelineBoard applications={page.items} />
          )}
          <MessageTemplatesSection />
        </div>
      )}
    </Page>
  );
}
