import { useParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useJob } from '../../features/jobs/api/get-job.ts';
import { useReportJobView } from '../../features/jobs/api/report-job-view.ts';
import { ClosedJobNotice } from '../../features/jobs/components/closed-job-notice.tsx';
import { JobDetailsSection } from '../../features/jobs/components/job-details-section.tsx';
import { JobFacts } from '../../features/jobs/components/job-facts.tsx';
import { JobShifts } from '../../features/jobs/components/job-shifts.tsx';
import { JobText } from '../../features/jobs/components/job-text.tsx';
import { OwnerPanel } from '../../features/jobs/components/owner-panel.tsx';
import { ShareJobButton } from '../../features/jobs/components/share-job-button.tsx';
import { VenueCard } from '../../features/jobs/components/venue-card.tsx';
import { SaveJobButton } from '../../features/saved-jobs/components/save-job-button.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { ApplyPanel } from './apply-panel.tsx';

/** /jobs/:id: one job, its venue, and Apply (or Edit for the restaurant that posted it). */
export function JobPage() {
  const { t } = useTranslation('jobBoard');
  const { id = '' } = useParams();
  const query = useJob(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page title={missing ? t('jobBoard.job.notFound.title') : t('jobBoard.job.loadError')}>
        {missing ? (
          <EmptyState
            title={t('jobBoard.job.notFound.title')}
            body={t('jobBoard.job.notFound.body')}
            action={<ButtonLink to={paths.jobs}>{t('jobBoard.job.notFound.action')}</ButtonLink>}
          />
        ) : (
          <LoadError
            title={t('jobBoard.job.loadError')}
            retryLabel={t('jobBoard.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
      </Page>
    );
  }
  return <JobView job={query.data} />;
}

function JobView({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobBoard');
  useReportJobView(job.id, job.status === 'open' && !job.canEdit);
  return (
    <Page
      title={job.title}
      // As the server-rendered head has it, so the tab does not change on hydration.
      documentTitle={t('meta.jobTitle', { title: job.title, venue: job.venue.name })}
      lead={`${job.venueName} · ${job.city}`}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          {job.canEdit ? (
            <OwnerPanel job={job} />
          ) : job.status === 'closed' ? (
            <ClosedJobNotice job={job} />
          ) : (
            <ApplyPanel job={job} />
          )}
          <div className="flex flex-wrap gap-2">
            {/* Only open jobs are saved; for restaurants and admins it renders nothing. */}
            {job.status === 'open' && !job.canEdit ? <SaveJobButton jobId={job.id} /> : null}
            <ShareJobButton job={job} />
          </div>
          <JobFacts job={job} />
          <JobDetailsSection id="job-description" title={t('jobBoard.job.description')}>
            <JobText text={job.description} />
          </JobDetailsSection>
          <JobShifts shifts={job.shifts} perWeek={job.shiftsPerWeek} />
          {job.requirements.length > 0 ? (
            <JobDetailsSection id="job-requirements" title={t('jobBoard.job.requirements')}>
              <ul className="grid list-disc gap-1.5 pl-5">
                {job.requirements.map((requirement, index) => (
                  <li key={index} className="break-words">
                    {requirement}
                  </li>
                ))}
              </ul>
            </JobDetailsSection>
          ) : null}
        </div>
        <VenueCard venue={job.venue} linkToVenue />
      </div>
    </Page>
  );
}
