import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ListingSummary } from '@brigade/shared/jobs/job-answers';
import { isExpired } from '@brigade/shared/jobs/listing-expiry';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { postedAgo, usePayText } from '../../jobs/index.ts';
import { ListingActions } from './listing-actions.tsx';
import { ListingWatchers } from './listing-watchers.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { ListingStatsPanel } from './listing-stats-panel.tsx';

interface ListingCardProps {
  listing: ListingSummary;
  /** The inbox filtered to this listing. */
  applicationsHref: string;
}

/** One of the restaurant's listings: status, facts, application counts and actions. */
export function ListingCard({ listing, applicationsHref }: ListingCardProps) {
  const { t, i18n } = useTranslation('listings');
  const payText = usePayText();
  const { total, newThisWeek } = listing.applications;
  const expired = isExpired(listing);
  // An open listing says when it closes by itself; an expired one, when it did.
  const closing =
    listing.validThrough && (expired || listing.status === 'open')
      ? t(expired ? 'listings.manage.expiredOn' : 'listings.manage.closesOn', {
          date: formatDateTime(listing.validThrough, i18n.language, true),
        })
      : null;
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{listing.title}</h3>
          <p className="text-sm text-muted-foreground">
            {listing.city} · {payText(listing)}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('listings.manage.created', {
              when: postedAgo(listing.createdAt, new Date(), i18n.language),
            })}
          </p>
          {closing ? <p className="text-sm text-muted-foreground">{closing}</p> : null}
          {listing.urgentUntil && listing.status === 'open' ? (
            <p className="text-sm font-medium">
              {t('listings.manage.boost.until', {
                date: formatDateTime(listing.urgentUntil, i18n.language, true),
              })}
            </p>
          ) : null}
        </div>
        <ListingStatusBadge status={expired ? 'expired' : listing.status} />
      </div>
      {listing.closedReason ? (
        <p className="mt-3 rounded-lg border border-border bg-muted p-3 text-sm break-words">
          {t(
            listing.removedAt
              ? 'listings.manage.moderation.removed'
              : 'listings.manage.moderation.closed',
            { reason: listing.closedReason },
          )}
        </p>
      ) : null}
      <p className="mt-3 flex flex-wrap items-center gap-x-4">
        <Link
          to={applicationsHref}
          className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
        >
          {t('listings.manage.applications', { total })}
          <span className="sr-only"> · {listing.title}</span>
        </Link>
        {newThisWeek > 0 ? (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-accent-foreground">
            {t('listings.manage.newThisWeek', { count: newThisWeek })}
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">
            {t('listings.manage.newThisWeek', { count: 0 })}
          </span>
        )}
      </p>
      <ListingWatchers listing={listing} />
      {listing.publishedAt ? (
        <ListingStatsPanel listingId={listing.id} title={listing.title} />
      ) : null}
      <div className="mt-3">
        <ListingActions listing={listing} />
      </div>
    </li>
  );
}
