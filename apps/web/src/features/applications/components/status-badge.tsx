import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';

const tones: Record<ApplicationStatus, string> = {
  Pending: 'bg-muted text-foreground',
  Reviewed: 'bg-secondary text-secondary-foreground',
  Shortlisted: 'bg-accent text-accent-foreground',
  Offered: 'bg-accent text-accent-foreground',
  Hired: 'bg-success/15 text-foreground',
  Rejected: 'bg-danger/10 text-foreground',
  Withdrawn: 'bg-muted text-muted-foreground',
};

/** An application's status as a small pill (the word carries the meaning, not the colour). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {t(`applications.statuses.${status}`)}
    </span>
  );
}
