import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminJobSummary, ModerationAction } from '@brigade/shared/admin/job-moderation';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../../components/ui/button.tsx';

interface AdminJobCardProps {
  job: AdminJobSummary;
  onModerate: (action: ModerationAction) => void;
}

/** One job for moderation: title, restaurant, status and reason, applications, actions. */
export function AdminJobCard({ job, onModerate }: AdminJobCardProps) {
  const { t, i18n } = useTranslation('admin');
  const status = job.removedAt ? 'removed' : job.status;
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(job.createdAt),
  );
  return (
    <li className="rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">
            {status === 'open' ? (
              <Link to={paths.job(job.id)} className="underline underline-offset-4">
                {job.title}
              </Link>
            ) : (
              job.title
            )}
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            {job.restaurant.venueName || t('admin.listings.noVenue')} · {job.restaurant.email}
          </p>
          <p className="text-sm text-muted-foreground">
            {job.city} · {t('admin.listings.created', { date: created })} ·{' '}
            {t('admin.listings.applications', { count: job.applicationCount })}
          </p>
        </div>
        <span className="rounded-full border border-border px-2.5 py-0.5 text-sm font-semibold">
          {t(`admin.listings.status.${status}`)}
        </span>
      </div>
      {job.closedReason ? (
        <p className="mt-3 rounded-lg bg-muted p-3 text-sm break-words">
          {t(job.removedAt ? 'admin.listings.removedReason' : 'admin.listings.closedReason', {
            reason: job.closedReason,
          })}
        </p>
      ) : null}
      {job.removedAt ? null : (
        <div
          role="group"
          aria-label={t('admin.listings.actionsLabel', { title: job.title })}
          className="mt-3 flex flex-wrap gap-2"
        >
          {job.status === 'open' ? (
            <Button variant="outline" onClick={() => onModerate('close')}>
              {t('admin.listings.close.button')}
            </Button>
          ) : null}
          <Button variant="destructive" onClick={() => onModerate('remove')}>
            {t('admin.listings.remove.button')}
          </Button>
        </div>
      )}
    </li>
  );
}
