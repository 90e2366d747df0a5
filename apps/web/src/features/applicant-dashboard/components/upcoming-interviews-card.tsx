import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { interviewTimes } from '../../applications/index.ts';
import { useUpcomingInterviews } from '../api/get-upcoming-interviews.ts';
import { CardError, CardLoading } from './card-state.tsx';
import { DashboardCard } from './dashboard-card.tsx';

/** Interviews still ahead, soonest first, each opening its application. */
export function UpcomingInterviewsCard() {
  const { t, i18n } = useTranslation('applicantDashboard');
  const { items, isPending, error, refetch } = useUpcomingInterviews();
  return (
    <DashboardCard id="dashboard-interviews" title={t('applicantDashboard.interviews.title')}>
      {error ? (
        <CardError error={error} onRetry={refetch} />
      ) : isPending ? (
        <CardLoading />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{t('applicantDashboard.interviews.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) =>
            item.interview ? (
              <li key={item.id} className="rounded-xl border border-border p-3">
                <Link
                  to={paths.applicant.application(item.id)}
                  className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
                >
                  {t('applicantDashboard.interviews.at', {
                    job: item.job.title,
                    venue: item.job.venueName,
                  })}
                </Link>
                <p className="text-sm">
                  <time dateTime={item.interview.at}>
                    {interviewTimes(item.interview, i18n.language).venue}
                  </time>
                </p>
                <p className="text-sm break-words text-muted-foreground">
                  {item.interview.location}
                </p>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </DashboardCard>
  );
}
