import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { SecurityEventView } from '@brigade/shared/security/security-answers';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { EventDetails } from './event-details.tsx';
import { eventTypeName } from './event-type-name.ts';
import { SeverityBadge } from './severity-badge.tsx';

const cell = 'px-3 py-3 align-top';

/** The events as a table (wide screens). */
export function SecurityEventsTable({ events }: { events: SecurityEventView[] }) {
  const { t, i18n } = useTranslation('security');
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('security.events.heading')}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            {(['time', 'severity', 'type', 'user', 'ip', 'details'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`security.events.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr
              key={event.id}
              data-event-id={event.id}
              className="border-b border-border last:border-b-0"
            >
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={event.occurredAt}>
                  {formatDateTime(event.occurredAt, i18n.language)}
                </time>
              </td>
              <td className={cell}>
                <SeverityBadge severity={event.severity} />
              </td>
              <td className={`${cell} font-medium`}>{eventTypeName(t, event.type)}</td>
              <td className={`${cell} max-w-56 break-words`}>
                {event.userEmail ?? event.userId ?? '—'}
              </td>
              <td className={`${cell} break-words`}>{event.ip ?? '—'}</td>
              <td className={`${cell} max-w-72`}>
                <EventDetails details={event.details} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
