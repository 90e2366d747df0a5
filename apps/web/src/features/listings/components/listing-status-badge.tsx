import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobStatus } from '@brigade/shared/jobs/job-options';

/** A listing's status; 'expired': closed by its expiry rather than by a person. */
type ShownStatus = JobStatus | 'expired';

const tones: Record<ShownStatus, string> = {
  draft: 'bg-muted text-foreground',
  open: 'bg-success/15 text-foreground',
  closed: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
};

/** A listing's status as a small pill (the word carries the meaning, not the colour). */
export function ListingStatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('listings');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {t(`listings.manage.statuses.${status}`)}
    </span>
  );
}
