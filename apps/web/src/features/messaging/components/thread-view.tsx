import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useThread } from '../api/get-thread.ts';
import { personName } from '../person.ts';
import { useMarkReadOnView } from '../use-mark-read-on-view.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { ThreadHeader } from './thread-header.tsx';

interface ThreadViewProps {
  conversationId: string;
  viewer: SessionUser;
}

/** One open conversation: who it is with, the messages, and the composer. */
export function ThreadView({ conversationId, viewer }: ThreadViewProps) {
  const { t } = useTranslation('messaging');
  const conversation = useConversation(conversationId);
  const thread = useThread(conversationId);
  useMarkReadOnView(conversationId, viewer.id, thread.data, conversation.data);

  const failed = conversation.isError ? conversation.error : thread.isError ? thread.error : null;
  if (failed) {
    const missing = failed instanceof ApiError && (failed.status === 404 || failed.status === 400);
    return (
      <div className="p-4">
        {missing ? (
          <div role="alert" className="rounded-2xl border border-border p-5">
            <h2 className="text-lg font-semibold">{t('messaging.thread.notFound')}</h2>
            <ButtonLink to={paths.messaging} variant="outline" className="mt-4">
              {t('messaging.thread.back')}
            </ButtonLink>
          </div>
        ) : (
          <LoadError
            title={t('messaging.thread.loadError')}
            retryLabel={t('messaging.retry')}
            error={failed}
            onRetry={() => {
              void conversation.refetch();
              void thread.refetch();
            }}
          />
        )}
      </div>
    );
  }

  const other = conversation.data?.other;
  const deleted = conversation.data !== undefined && !other;
  const name = deleted ? t('messaging.deletedUser') : (personName(other ?? null) ?? '');
  return (
    <>
      <ThreadHeader conversation={conversation.data} name={name} viewer={viewer} />
      {thread.data === undefined ? (
        <div className="flex min-h-0 flex-1">
          <PageLoading />
        </div>
      ) : (
        <MessageList
          conversationId={conversationId}
          thread={thread.data}
          viewerId={viewer.id}
          name={name}
          conversation={conversation.data}
        />
      )}
      <Composer
        conversationId={conversationId}
        disabledReason={deleted ? t('messaging.composer.deleted') : null}
      />
    </>
  );
}
