import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { clsx } from 'clsx';
import { MessagesSquare } from 'lucide-react';
import type { SessionUser } from '@brigade/shared/session';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ConversationList } from '../../features/messaging/components/conversation-list.tsx';
import { ThreadView } from '../../features/messaging/components/thread-view.tsx';
import { conversationParam } from '../../features/messaging/conversation-param.ts';
import { useThreadLiveUpdates } from '../../features/messaging/use-thread-live-updates.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import { useSession } from '../../features/session/use-session.ts';

/**
 * /messaging (any signed-in user): the conversation list and the open conversation, side by
 * side on wide screens; on phones the list, or the conversation with a way back to it. The
 * open conversation is in the URL (?conversation=id), so a reload or a link opens it again.
 */
export function MessagingPage() {
  return (
    <RequireAccess>
      <Messaging />
    </RequireAccess>
  );
}

function Messaging() {
  const session = useSession();
  if (session.status !== 'signed-in') return <PageLoading />;
  return <Inbox viewer={session.user} />;
}

function Inbox({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('messaging');
  const [params] = useSearchParams();
  const selected = params.get(conversationParam);
  useThreadLiveUpdates();
  return (
    <Page title={t('messaging.title')}>
      <div className="grid h-[calc(100dvh-14rem)] min-h-[28rem] grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] overflow-hidden rounded-2xl border border-border bg-card shadow-sm lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section
          aria-label={t('messaging.list.label')}
          className={clsx(
            'min-h-0 flex-col overflow-y-auto lg:flex lg:border-r lg:border-border',
            selected ? 'hidden' : 'flex',
          )}
        >
          <ConversationList viewer={viewer} selectedId={selected} />
        </section>
        <section
          aria-label={t('messaging.thread.section')}
          className={clsx('min-h-0 flex-col lg:flex', selected ? 'flex' : 'hidden')}
        >
          {selected ? (
            <ThreadView key={selected} conversationId={selected} viewer={viewer} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
              <MessagesSquare aria-hidden="true" className="size-10" />
              <p>{t('messaging.thread.choose')}</p>
            </div>
          )}
        </section>
      </div>
    </Page>
  );
}
