import { MessageCircleReply, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { VenueResponsiveness } from '@brigade/shared/jobs/venue-responsiveness';

/** Whole hours under two days ("within 5 hours"), else whole days ("within 3 days"). */
function durationKey(hours: number): { key: string; count: number } {
  if (hours < 48) return { key: 'jobBoard.job.withinHours', count: Math.max(1, Math.ceil(hours)) };
  return { key: 'jobBoard.job.withinDays', count: Math.round(hours / 24) };
}

/**
 * How the venue answers its applicants over the last 90 days, as the hourly work counted it:
 * the share answered and the usual time to a first answer, or "New on Brigade" while it has had
 * too few applications to say.
 */
export function VenueResponsivenessText({
  responsiveness,
}: {
  responsiveness: VenueResponsiveness | null;
}) {
  const { t } = useTranslation('jobBoard');
  const Icon = responsiveness ? MessageCircleReply : Sparkles;
  let text: string;
  if (!responsiveness) {
    text = t('jobBoard.job.responsivenessNew');
  } else if (responsiveness.medianResponseHours === null) {
    text = t('jobBoard.job.answeredPercent', { percent: responsiveness.answeredPercent });
  } else {
    const { key, count } = durationKey(responsiveness.medianResponseHours);
    text = t('jobBoard.job.answeredWithin', {
      percent: responsiveness.answeredPercent,
      duration: t(key, { count }),
    });
  }
  return (
    <div className="mt-3">
      <p className="text-sm font-medium">{t('jobBoard.job.responsiveness')}</p>
      <p className="mt-1 flex items-start gap-2 text-muted-foreground">
        <Icon aria-hidden="true" className="mt-1 size-4 shrink-0" />
        {text}
      </p>
    </div>
  );
}
