import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { SecuritySeverity } from '@brigade/shared/security/security-event-types';

const tone: Record<SecuritySeverity, string> = {
  low: 'bg-muted',
  medium: 'bg-accent text-accent-foreground',
  high: 'bg-danger/15',
  critical: 'bg-danger/30',
};

/** A severity in words (the colour only repeats them). */
export function SeverityBadge({ severity }: { severity: SecuritySeverity }) {
  const { t } = useTranslation('security');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        tone[severity],
      )}
    >
      {t(`security.severities.${severity}`)}
    </span>
  );
}
