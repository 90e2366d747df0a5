import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { flattenConversations, useConversations } from '../api/list-conversations.ts';
import { useNow } from '../use-now.ts';
import { ConversationRow } from './conversation-row.tsx';

interface ConversationListProps {
  viewer: SessionUser;
  selectedId: string | null;
}

/** How a conversation starts, for someone who has none yet. */
function EmptyConversations({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('messaging');
  const action =
    viewer.userType === 'restaurant' ? (
      <ButtonLink to={paths.applications} variant="outline">
        {t('messaging.empty.browseApplicants')}
      </ButtonLink>
    ) : viewer.userType === 'applicant' ? (
      <ButtonLink to={paths.applicant.applications} variant="outline">
        {t('messaging.empty.myApplications')}
      </ButtonLink>
    ) : undefined;
  return (
    <div className="p-3">
      <EmptyState
        title={t('messaging.empty.title')}
        body={t(`messaging.empty.${viewer.userType}`)}
        action={action}
      />
    </div>
  );
}

/** My conversations, newest first, a page at a time. */
export function ConversationList({ viewer, selectedId }: ConversationListProps) {
  const { t } = useTranslation('messaging');
  const query = useConversations();
  const now = useNow();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <div className="p-3">
        <LoadError
          title={t('messaging.list.loadError')}
          retryLabel={t('messaging.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const conversations = flattenConversations(query.data);
  if (conversations.length === 0) return <EmptyConversations viewer={viewer} />;
  return (
    <>
      <ul aria-label={t('messaging.list.label')} aria-busy={query.isFetching}>
        {conversations.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            viewerId={viewer.id}
            selected={conversation.id === selectedId}
            now={now}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="p-3">
          <Button
            variant="outline"
            className="w-full"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage
              ? t('messaging.list.loadingMore')
              : t('messaging.list.loadMore')}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="px-3 pb-3 text-sm text-danger">
          {t('messaging.list.loadMoreError')}
        </p>
      ) : null}
    </>
  );
}
