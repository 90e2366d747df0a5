import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import { paths } from '@brigade/shared/routes';
import { ApplicantFitText, StatusBadge } from '../../applications/index.ts';
import { postedAgo } from '../../jobs/index.ts';

/**
 * One application in the restaurant's inbox: who, for which job, when, how their availability
 * fits the job's shifts (when both say), and its status.
 */
export function InboxRow({ application }: { application: ApplicationSummary }) {
  const { t, i18n } = useTranslation('listings');
  const { applicant, job } = application;
  const name = applicant
    ? `${applicant.firstName} ${applicant.lastName}`.trim()
    : t('listings.inbox.applicant');
  return (
    <li className="relative rounded-2xl border border-border bg-card p-4 shadow-sm hover:border-primary/60">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">
            <Link
              to={paths.restaurant.application(application.id)}
              className="after:absolute after:inset-0 after:rounded-2xl"
            >
              {name || t('listings.inbox.applicant')}
            </Link>
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            {t('listings.inbox.appliedFor', { job: job.title })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('listings.inbox.appliedOn', {
              when: postedAgo(application.appliedAt, new Date(), i18n.language),
            })}
          </p>
          {application.fit ? (
            <ApplicantFitText fit={application.fit} className="mt-1 text-sm" />
          ) : null}
        </div>
        <StatusBadge status={application.status} />
      </div>
    </li>
  );
}
