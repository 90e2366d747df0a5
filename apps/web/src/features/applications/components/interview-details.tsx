import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { CalendarClock, MapPin } from 'lucide-react';
import type { InterviewView } from '@brigade/shared/applications/application-answers';
import { interviewTimes } from '../interview-time.ts';

/** Where a location is a link, it is shown as one (only http and https). */
function asLink(location: string): string | null {
  return /^https?:\/\/\S+$/i.test(location.trim()) ? location.trim() : null;
}

/**
 * A scheduled interview: the time at the venue in its time zone, the same moment in the viewer's
 * own zone when that differs, and the place or link.
 */
export function InterviewDetails({ interview }: { interview: InterviewView }) {
  const { t, i18n } = useTranslation('applications');
  const times = interviewTimes(interview, i18n.language);
  const link = asLink(interview.location);
  return (
    <dl className="grid gap-3">
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <dt className="sr-only">{t('applications.interview.when')}</dt>
          <dd>
            <time dateTime={interview.at} className="font-semibold">
              {times.venue}
            </time>
            <span className="block text-sm text-muted-foreground">
              {t('applications.interview.venueZone', { zone: interview.timeZone })}
            </span>
            {times.local ? (
              <span className="block text-sm">
                {t('applications.interview.yourTime', { time: times.local })}
              </span>
            ) : null}
          </dd>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <dt className="sr-only">{t('applications.interview.where')}</dt>
          <dd className="break-words">
            {link ? (
              <a
                href={link}
                rel="noopener noreferrer"
                target="_blank"
                className="font-medium underline underline-offset-4"
              >
                {interview.location}
              </a>
            ) : (
              interview.location
            )}
          </dd>
        </div>
      </div>
    </dl>
  );
}
