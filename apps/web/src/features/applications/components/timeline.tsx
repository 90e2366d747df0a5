import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { TimelineEntry } from '@brigade/shared/applications/application-answers';
import { formatInstant, interviewTimes } from '../interview-time.ts';

interface TimelineProps {
  entries: readonly TimelineEntry[];
}

/** The application's history, oldest first: who did what, with their note, and when. */
export function Timeline({ entries }: TimelineProps) {
  const { t, i18n } = useTranslation('applications');

  const who = ({ actor, kind, byYou, memberName }: TimelineEntry) => {
    // Brigade's own move: the venue's window passed without a decision.
    if (kind === 'closed_unanswered') return t('applications.timeline.actors.brigade');
    if (actor === null) return t('applications.timeline.actors.deleted');
    if (byYou) return t('applications.timeline.actors.you');
    // Another member of the venue (teams): named for the venue's members only.
    if (memberName) return memberName;
    return t(`applications.timeline.actors.${actor}`);
  };

  const what = (entry: TimelineEntry) => {
    const status = (value: TimelineEntry['toStatus']) =>
      value ? t(`applications.statuses.${value}`) : '';
    switch (entry.kind) {
      case 'applied':
        return t('applications.timeline.applied');
      case 'status_changed':
        return t('applications.timeline.statusChanged', {
          from: status(entry.fromStatus),
          to: status(entry.toStatus),
        });
      case 'interview_scheduled':
        return entry.interview
          ? t('applications.timeline.interviewScheduled', {
              time: interviewTimes(entry.interview, i18n.language).venue,
            })
          : t('applications.timeline.interviewScheduledNoTime');
      case 'interview_cancelled':
        return t('applications.timeline.interviewCancelled');
      case 'interview_confirmed':
        return t('applications.timeline.interviewConfirmed');
      case 'interview_reschedule_requested':
        return t('applications.timeline.interviewRescheduleRequested');
      case 'decision_extended':
        return t('applications.timeline.decisionExtended');
      case 'closed_unanswered':
        return t('applications.timeline.closedUnanswered');
    }
  };

  return (
    <ol className="grid gap-4 border-l-2 border-border pl-5">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-background bg-primary"
          />
          <p className="font-semibold">{what(entry)}</p>
          <p className="text-sm text-muted-foreground">
            {who(entry)} ·{' '}
            <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt, i18n.language)}</time>
          </p>
          {entry.note ? (
            <blockquote className="mt-1 border-l-2 border-primary/50 pl-3 whitespace-pre-line">
              {entry.note}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
