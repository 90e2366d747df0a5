import { useId, useState } from 'react';
import { ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ListingStats } from '@brigade/shared/jobs/job-answers';
import { Button } from '../../../components/ui/button.tsx';
import { errorLink, errorMessageKey } from '../../../lib/api-error.ts';
import { useListingStats } from '../api/listing-stats.ts';

/**
 * "Statistics" on a listing card: opens how the listing does — views of its page, applications
 * and how applicants fit its shifts — read when opened. A plan without statistics says so, with
 * the way to the plans.
 */
export function ListingStatsPanel({ listingId, title }: { listingId: string; title: string }) {
  const { t } = useTranslation('listings');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = useListingStats(listingId, open);
  return (
    <div className="mt-3">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('listings.stats.toggleLabel', { title })}
        onClick={() => setOpen((was) => !was)}
      >
        <ChartColumn aria-hidden="true" className="size-4" />
        {t('listings.stats.toggle')}
      </Button>
      <div id={panelId} hidden={!open} aria-live="polite" className="mt-2">
        {!open ? null : query.isPending ? (
          <p className="text-sm text-muted-foreground">{t('listings.stats.loading')}</p>
        ) : query.isError ? (
          <StatsRefused error={query.error} />
        ) : (
          <StatsFigures stats={query.data} />
        )}
      </div>
    </div>
  );
}

function StatsRefused({ error }: { error: unknown }) {
  const { t } = useTranslation('listings');
  const link = errorLink(error);
  return (
    <p role="alert" className="rounded-lg border border-border bg-muted p-3 text-sm">
      {t(errorMessageKey(error))}{' '}
      {link ? (
        <Link to={link.to} className="font-semibold underline underline-offset-4">
          {t(link.labelKey)}
        </Link>
      ) : null}
    </p>
  );
}

function StatsFigures({ stats }: { stats: ListingStats }) {
  const { t, i18n } = useTranslation('listings');
  const share =
    stats.views.total > 0
      ? new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
          stats.applications / stats.views.total,
        )
      : null;
  const rows: [string, string][] = [
    [t('listings.stats.views'), t('listings.stats.viewsValue', stats.views)],
    [t('listings.stats.applications'), String(stats.applications)],
    ...(share ? ([[t('listings.stats.conversion'), share]] as [string, string][]) : []),
    [t('listings.stats.fitAll'), String(stats.fit.all)],
    [t('listings.stats.fitSome'), String(stats.fit.some)],
    [t('listings.stats.fitNone'), String(stats.fit.none)],
    [t('listings.stats.fitUnknown'), String(stats.fit.unknown)],
  ];
  return (
    <dl className="grid gap-1 rounded-lg border border-border p-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
