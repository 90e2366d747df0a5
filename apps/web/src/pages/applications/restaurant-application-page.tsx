import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { ApplicationPageFrame } from '../../features/applications/components/application-page-frame.tsx';
import { ApplicantCard } from '../../features/applications/components/applicant-card.tsx';
import { ApplicationHeader } from '../../features/applications/components/application-header.tsx';
import { AttachmentsSection } from '../../features/applications/components/attachments-section.tsx';
import { DetailSection } from '../../features/applications/components/detail-section.tsx';
import { InterviewForm } from '../../features/applications/components/interview-form.tsx';
import { NotesForm } from '../../features/applications/components/notes-form.tsx';
import { ApplicantFitText } from '../../features/applications/components/applicant-fit-text.tsx';
import { ScheduledInterview } from '../../features/applications/components/scheduled-interview.tsx';
import { StatusControl } from '../../features/applications/components/status-control.tsx';
import { DecisionDeadline } from '../../features/applications/components/decision-deadline.tsx';
import { PrivateTags } from '../../features/applications/components/private-tags.tsx';
import { MarkCertificateChecked } from '../../features/applications/components/mark-certificate-checked.tsx';
import { RequiredCertificates } from '../../features/applications/components/required-certificates.tsx';
import { Timeline } from '../../features/applications/components/timeline.tsx';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { ResumeView } from '../../features/resume/components/resume-view.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/**
 * /restaurant/applications/:id: one application to the restaurant's job — the applicant, their
 * resume and CV, the cover note, the status control, private notes, the interview, the timeline.
 */
export function RestaurantApplicationPage() {
  return (
    <RequireAccess>
      <RestaurantApplication />
    </RequireAccess>
  );
}

function RestaurantApplication() {
  const { t } = useTranslation('applications');
  return (
    <ApplicationPageFrame
      title={t('applications.review.title')}
      backTo={paths.restaurant.dashboard}
    >
      {(application) => <Review application={application} />}
    </ApplicationPageFrame>
  );
}

function Review({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  // A new interview starts in the venue's own time zone (Edit Profile), when it has said.
  const venueTimeZone = useProfile().data?.profile.timeZone || undefined;
  return (
    <>
      <ApplicationHeader application={application} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <DetailSection id="review-applicant" title={t('applications.applicant.title')}>
            {application.applicantDetails ? (
              <>
                <ApplicantCard applicant={application.applicantDetails} />
                {application.fit ? (
                  <ApplicantFitText fit={application.fit} className="mt-3" />
                ) : null}
                <MessageButton
                  recipientId={application.applicantDetails.id}
                  applicationId={application.id}
                  recipientName={`${application.applicantDetails.firstName} ${application.applicantDetails.lastName}`.trim()}
                  className="mt-4"
                />
              </>
            ) : (
              <p className="text-muted-foreground">{t('applications.applicant.deleted')}</p>
            )}
          </DetailSection>
          {application.coverNote ? (
            <DetailSection id="review-cover-note" title={t('applications.detail.coverNote')}>
              <p className="whitespace-pre-line">{application.coverNote}</p>
            </DetailSection>
          ) : null}
          {application.requiredCertificates.length > 0 ? (
            <DetailSection
              id="review-certificates"
              title={t('applications.requiredCertificates.title')}
            >
              <RequiredCertificates application={application} />
            </DetailSection>
          ) : null}
          <DetailSection id="review-resume" title={t('applications.applicant.resume')}>
            {application.resume ? (
              <ResumeView
                resume={application.resume}
                certificateAction={(certificate, title) => (
                  <MarkCertificateChecked
                    applicationId={application.id}
                    certificate={certificate}
                    title={title}
                  />
                )}
              />
            ) : (
              <p className="text-muted-foreground">{t('applications.applicant.noResume')}</p>
            )}
          </DetailSection>
          <AttachmentsSection applicationId={application.id} />
        </div>
        <div className="grid min-w-0 gap-6">
          <DetailSection id="review-status" title={t('applications.status.title')}>
            <div className="grid gap-5">
              <DecisionDeadline application={application} />
              <StatusControl application={application} />
            </div>
          </DetailSection>
          <DetailSection id="review-interview" title={t('applications.interview.title')}>
            {application.interview ? (
              <ScheduledInterview
                application={application}
                interview={application.interview}
                className="mb-5 gap-4"
              />
            ) : null}
            {application.canScheduleInterview ? (
              <InterviewForm
                // A new form once the interview changes, so it starts from the saved values.
                key={application.interview?.at ?? 'none'}
                applicationId={application.id}
                interview={application.interview}
                venueTimeZone={venueTimeZone}
              />
            ) : (
              <p className="text-muted-foreground">{t('applications.interview.notAllowed')}</p>
            )}
          </DetailSection>
          <DetailSection id="review-tags" title={t('applications.tags.title')}>
            <PrivateTags application={application} />
          </DetailSection>
          <DetailSection id="review-notes" title={t('applications.notes.title')}>
            <NotesForm applicationId={application.id} notes={application.notes ?? ''} />
          </DetailSection>
          <DetailSection id="review-timeline" title={t('applications.timeline.title')}>
            <Timeline entries={application.timeline} />
          </DetailSection>
        </div>
      </div>
    </>
  );
}
