import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useApplication } from '../../features/applications/api/get-application.ts';
import { ApplicationHeader } from '../../features/applications/components/application-header.tsx';
import { DetailSection } from '../../features/applications/components/detail-section.tsx';
import { InterviewDetails } from '../../features/applications/components/interview-details.tsx';
import { Timeline } from '../../features/applications/components/timeline.tsx';
import { WithdrawDialog } from '../../features/applications/components/withdraw-dialog.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/** /applicant/applications/:id: one application as its applicant sees it, with Withdraw. */
export function ApplicantApplicationPage() {
  return (
    <RequireAccess>
      <ApplicantApplication />
    </RequireAccess>
  );
}

function ApplicantApplication() {
  const { t } = useTranslation('applications');
  const { id = '' } = useParams();
  const query = useApplication(id);
  return (
    <Page title={t('applications.detail.title')} backTo={paths.applicant.applications}>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('applications.detail.loadError')}
          retryLabel={t('applications.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid max-w-3xl gap-6">
          <ApplicationHeader application={query.data} />
          <DetailSection id="application-interview" title={t('applications.interview.title')}>
            {query.data.interview ? (
              <InterviewDetails interview={query.data.interview} />
            ) : (
              <p className="text-muted-foreground">{t('applications.interview.none')}</p>
            )}
          </DetailSection>
          {query.data.coverNote ? (
            <DetailSection id="application-cover-note" title={t('applications.detail.coverNote')}>
              <p className="whitespace-pre-line">{query.data.coverNote}</p>
            </DetailSection>
          ) : null}
          <DetailSection id="application-timeline" title={t('applications.timeline.title')}>
            <Timeline entries={query.data.timeline} viewer={query.data.viewer} />
          </DetailSection>
          <div className="flex flex-wrap gap-3">
            {query.data.nextStatuses.includes('Withdrawn') ? (
              <WithdrawDialog applicationId={query.data.id} />
            ) : null}
            <ButtonLink to={paths.applicant.applications} variant="ghost">
              {t('applications.detail.allMine')}
            </ButtonLink>
            <ButtonLink to={paths.jobs} variant="ghost">
              {t('applications.list.browseJobs')}
            </ButtonLink>
          </div>
        </div>
      )}
    </Page>
  );
}
