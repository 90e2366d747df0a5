import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import { formatDay, interviewTimes, isUpcoming } from '../interview-time.ts';
import { StatusBadge } from './status-badge.tsx';

interface ApplicationRowProps {
  application: ApplicationSummary;
  /** The application's own page. */
  to: string;
}

/** One application in a list: the job (a link to the application), venue, dates and status. */
export function ApplicationRow({ application, to }: ApplicationRowProps) {
  const { t, i18n } = useTranslation('applications');
  const { job, interview } = application;
  return (
    <li className="relative rounded-2xl border border-border bg-card p-4 shadow-sm hover:border-primary/60 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">
            {/* The whole card is the link's target area; the name is the title. */}
            <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl">
              {job.title}
            </Link>
          </h3>
          <p className="text-muted-foreground">
            {job.venueName} · {job.city}
          </p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('applications.list.appliedOn', {
          date: formatDay(application.appliedAt, i18n.language),
        })}
      </p>
      {interview && isUpcoming(interview) ? (
        <p className="mt-1 text-sm font-medium">
          {t('applications.list.interviewOn', {
            time: interviewTimes(interview, i18n.language).venue,
          })}
        </p>
      ) : null}
    </li>
  );
}
