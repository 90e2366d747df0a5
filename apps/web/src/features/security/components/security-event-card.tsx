import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { SecurityEventView } from '@brigade/shared/security/security-answers';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { EventDetails } from './event-details.tsx';
import { eventTypeName } from './event-type-name.ts';
import { SeverityBadge } from './severity-badge.tsx';

/** One event as a card (phones and narrow windows). */
export function SecurityEventCard({ event }: { event: SecurityEventView }) {
  const { t, i18n } = useTranslation('security');
  return (
    <li data-event-id={event.id} className="rounded-2xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{eventTypeName(t, event.type)}</h3>
        <SeverityBadge severity={event.severity} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, i18n.language)}</time>
      </p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('security.events.user')}</dt>
        <dd className="min-w-0 break-words">{event.userEmail ?? event.userId ?? '—'}</dd>
        <dt className="text-muted-foreground">{t('security.events.ip')}</dt>
        <dd className="min-w-0 break-words">{event.ip ?? '—'}</dd>
      </dl>
      <div className="mt-3 border-t border-border pt-3">
        <EventDetails details={event.details} />
      </div>
    </li>
  );
}
