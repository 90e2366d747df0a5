import { clsx } from 'clsx';
import { CalendarCheck, CalendarClock } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import type { InterviewResponse } from '@brigade/shared/applications/interview-response';

/**
 * The applicant's answer next to the interview: "Confirmed" or "Asked to reschedule", worded
 * for the one reading it (the applicant sees "You …").
 */
export function InterviewResponseState({
  response,
  viewer,
}: {
  response: InterviewResponse;
  viewer: ApplicationDetail['viewer'];
}) {
  const { t } = useTranslation('applications');
  const side = viewer === 'applicant' ? 'applicant' : 'restaurant';
  const confirmed = response === 'confirmed';
  const Icon = confirmed ? CalendarCheck : CalendarClock;
  return (
    <p
      className={clsx(
        'inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-sm font-semibold',
        confirmed ? 'bg-success/15 text-foreground' : 'bg-accent text-accent-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`applications.interview.responses.${side}.${response}`)}
    </p>
  );
}
