import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ApplicationPageFrame } from '../../features/applications/components/application-page-frame.tsx';
import { ApplicationHeader } from '../../features/applications/components/application-header.tsx';
import { AttachmentsSection } from '../../features/applications/components/attachments-section.tsx';
import { DetailSection } from '../../features/applications/components/detail-section.tsx';
import { DecisionNotice } from '../../features/applications/components/decision-deadline.tsx';
import { InterviewAnswerControls } from '../../features/applications/components/interview-answer-controls.tsx';
import { ScheduledInterview } from '../../features/applications/components/scheduled-interview.tsx';
import { Timeline } from '../../features/applications/components/timeline.tsx';
import { WithdrawDialog } from '../../features/applications/components/withdraw-dialog.tsx';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
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
  return (
    <ApplicationPageFrame
      title={t('applications.detail.title')}
      backTo={paths.applicant.applications}
    >
      {(application) => (
        <div className="grid max-w-3xl gap-6">
          <ApplicationHeader application={application} />
          <DecisionNotice application={application} />
          <DetailSection id="application-interview" title={t('applications.interview.title')}>
            {application.interview ? (
              <ScheduledInterview
                application={application}
                interview={application.interview}
                className="gap-5"
              >
                {application.canAnswerInterview ? (
                  <InterviewAnswerControls applicationId={application.id} />
                ) : null}
              </ScheduledInterview>
            ) : (
              <p className="text-muted-foreground">{t('applications.interview.none')}</p>
            )}
          </DetailSection>
          {application.coverNote ? (
            <DetailSection id="application-cover-note" title={t('applications.detail.coverNote')}>
              <p className="whitespace-pre-line">{application.coverNote}</p>
            </DetailSection>
          ) : null}
          <AttachmentsSection applicationId={application.id} />
          <DetailSection id="application-timeline" title={t('applications.timeline.title')}>
            <Timeline entries={application.timeline} />
          </DetailSection>
          <div className="flex flex-wrap gap-3">
            <MessageButton
              recipientId={application.venueContactId}
              applicationId={application.id}
              recipientName={application.job.venueName}
              variant="primary"
            />
            {application.nextStatuses.includes('Withdrawn') ? (
              <WithdrawDialog applicationId={application.id} />
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
    </ApplicationPageFrame>
  );
}
