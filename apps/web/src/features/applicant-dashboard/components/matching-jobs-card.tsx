import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useProfile } from '../../profile/index.ts';
import { useOwnResume } from '../../resume/index.ts';
import { matchParams, useMatchingJobs } from '../api/get-matching-jobs.ts';
import type { JobMatch } from '../api/get-matching-jobs.ts';
import { CardEmpty, CardError, CardLoading } from './card-state.tsx';
import { DashboardCard } from './dashboard-card.tsx';

/**
 * Open jobs for the first role the applicant's resume asks for, in the city of their profile
 * (either alone when the other is missing); nothing to match yet says how to get matches.
 */
export function MatchingJobsCard() {
  const { t } = useTranslation('applicantDashboard');
  const resume = useOwnResume();
  const profile = useProfile();
  const match: JobMatch = {
    role: resume.data?.resume?.roles[0] ?? null,
    city: profile.data?.profile.city.trim() || null,
  };
  const jobs = useMatchingJobs(match);
  const ready = !resume.isPending && !profile.isPending;
  const nothingToMatch = ready && match.role === null && match.city === null;
  const search = matchParams(match).toString();
  return (
    <DashboardCard
      id="dashboard-matching-jobs"
      title={t('applicantDashboard.jobs.title')}
      action={
        nothingToMatch ? null : (
          <Link
            to={`${paths.jobs}${search ? `?${search}` : ''}`}
            className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
          >
            {t('applicantDashboard.jobs.all')}
          </Link>
        )
      }
    >
      {match.role || match.city ? (
        <p className="mb-3 text-sm text-muted-foreground">
          {match.role && match.city
            ? t('applicantDashboard.jobs.forRoleAndCity', {
                role: t(`resume.roles.${match.role}`),
                city: match.city,
              })
            : match.role
              ? t('applicantDashboard.jobs.forRole', { role: t(`resume.roles.${match.role}`) })
              : t('applicantDashboard.jobs.forCity', { city: match.city })}
        </p>
      ) : null}
      {nothingToMatch ? (
        <div>
          <p className="text-muted-foreground">{t('applicantDashboard.jobs.nothingToMatch')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink to={paths.applicant.createResume} variant="outline">
              {t('applicantDashboard.jobs.addRoles')}
            </ButtonLink>
            <ButtonLink to={paths.profile.edit} variant="outline">
              {t('applicantDashboard.jobs.addCity')}
            </ButtonLink>
          </div>
        </div>
      ) : jobs.isError ? (
        <CardError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : !ready || jobs.isPending ? (
        <CardLoading />
      ) : jobs.data.items.length === 0 ? (
        <CardEmpty
          message={t('applicantDashboard.jobs.none')}
          browseLabel={t('applicantDashboard.browseJobs')}
        />
      ) : (
        <ul className="grid gap-2">
          {jobs.data.items.map((job) => (
            <li key={job.id} className="rounded-xl border border-border p-3">
              <Link
                to={paths.job(job.id)}
                className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
              >
                {job.title}
              </Link>
              <p className="text-sm text-muted-foreground">
                {job.venueName} · {job.city}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
