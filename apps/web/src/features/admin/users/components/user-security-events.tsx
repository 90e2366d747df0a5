import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminUserSecurityEvent } from '@brigade/shared/admin/users';
import { formatDateTime } from '../../../../lib/format-date-time.ts';

/** The user's 20 most recent security events: when, how serious, what and from where. */
export function UserSecurityEvents({ events }: { events: AdminUserSecurityEvent[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section
      aria-labelledby="user-events-heading"
      className="rounded-2xl border border-border bg-card p-5"
    >
      <h2 id="user-events-heading" className="text-xl font-semibold">
        {t('admin.users.events.heading')}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{t('admin.users.events.none')}</p>
      ) : (
        <ul className="mt-3">
          {events.map((event) => (
            <li
              key={event.id}
              className="grid gap-1 border-t border-border py-3 first:border-t-0 sm:grid-cols-[10rem_minmax(0,1fr)]"
            >
              <span className="text-sm text-muted-foreground">
                {formatDateTime(event.occurredAt, i18n.language)}
              </span>
              <span className="min-w-0 break-words">
                <span className="font-mono text-sm font-semibold">{event.type}</span>{' '}
                <span className="text-sm text-muted-foreground">
                  {t('admin.users.events.detail', {
                    severity: t(`admin.users.events.severities.${event.severity}`),
                    ip: event.ip ?? t('admin.users.events.noIp'),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
