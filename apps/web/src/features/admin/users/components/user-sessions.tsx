import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useRevokeSessions } from '../api/change-user.ts';
import { useUserSessions } from '../api/get-user.ts';

/**
 * The user's active sessions (where and when, never a token), each with "Revoke", and "Revoke
 * all". A revoked session is signed out at once, its open pages included.
 */
export function UserSessions({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const query = useUserSessions(userId);
  const revoke = useRevokeSessions(userId);
  const run = (sessionId: string | null) =>
    revoke.mutate(sessionId, {
      onSuccess: () =>
        toast({
          title: sessionId
            ? t('admin.users.sessions.revoked')
            : t('admin.users.sessions.allRevoked'),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('admin.users.sessions.failed'),
          description: t(errorMessageKey(error)),
        }),
    });
  const sessions = query.data?.sessions ?? [];

  return (
    <section
      aria-labelledby="user-sessions-heading"
      className="rounded-2xl border border-border bg-card p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="user-sessions-heading" className="text-xl font-semibold">
          {t('admin.users.sessions.heading')}
        </h2>
        {sessions.length > 0 ? (
          <Button variant="outline" disabled={revoke.isPending} onClick={() => run(null)}>
            {t('admin.users.sessions.revokeAll')}
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <p role="status" className="mt-3 text-muted-foreground">
          {t('admin.users.sessions.loading')}
        </p>
      ) : query.isError ? (
        <div className="mt-3">
          <LoadError
            title={t('admin.users.sessions.loadError')}
            retryLabel={t('admin.users.list.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : sessions.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{t('admin.users.sessions.none')}</p>
      ) : (
        <ul className="mt-3">
          {sessions.map((session) => {
            const started = formatDateTime(session.createdAt, i18n.language);
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 border-t border-border py-3 first:border-t-0"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">
                    {t('admin.users.sessions.started', { date: started })}
                  </p>
                  <p className="text-muted-foreground">
                    {t('admin.users.sessions.lastUsed', {
                      date: formatDateTime(session.updatedAt, i18n.language),
                    })}
                    {' · '}
                    {session.ipAddress ?? t('admin.users.events.noIp')}
                  </p>
                  {session.userAgent ? (
                    <p className="break-all text-muted-foreground">{session.userAgent}</p>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() => run(session.id)}
                  aria-label={t('admin.users.sessions.revokeOne', { date: started })}
                >
                  {t('admin.users.sessions.revoke')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
