import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useAuditLog } from '../api/list-audit-log.ts';
import { auditLogPageSize } from '../security-search-params.ts';
import { EventDetails } from './event-details.tsx';

interface AuditLogSectionProps {
  page: number;
  hrefForPage: (page: number) => string;
}

/** "Admin actions": the audit log, newest first — who did what, to whom, when. Read only. */
export function AuditLogSection({ page, hrefForPage }: AuditLogSectionProps) {
  const { t, i18n } = useTranslation('security');
  const query = useAuditLog(page, auditLogPageSize);
  return (
    <section aria-labelledby="audit-log-heading" className="grid gap-5">
      <div>
        <h2 id="audit-log-heading" className="text-xl font-semibold">
          {t('security.audit.heading')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('security.audit.lead')}</p>
      </div>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('security.audit.loadError')}
          retryLabel={t('security.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('security.audit.none')} />
      ) : (
        <div aria-busy={query.isFetching}>
          <ul className="grid gap-3" aria-label={t('security.audit.heading')}>
            {query.data.items.map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-border bg-card p-4">
                <p className="font-semibold break-words">
                  {t('security.audit.sentence', {
                    admin: entry.adminEmail,
                    action: entry.action,
                    target: entry.targetLabel || entry.targetId,
                  })}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">
                  <time dateTime={entry.occurredAt}>
                    {formatDateTime(entry.occurredAt, i18n.language)}
                  </time>
                  {entry.ip ? ` · ${entry.ip}` : ''}
                </p>
                {Object.keys(entry.details).length > 0 ? (
                  <div className="mt-3 border-t border-border pt-3">
                    <EventDetails details={entry.details} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={auditLogPageSize}
            total={query.data.total}
            hrefFor={hrefForPage}
            labels={{
              nav: t('security.pager.auditNav'),
              previous: t('security.pager.previous'),
              next: t('security.pager.next'),
              status: (pages) => t('security.pager.status', { page, pages }),
            }}
          />
        </div>
      )}
    </section>
  );
}
