import { useParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { MapPin } from 'lucide-react';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { useResume } from '../../features/resume/api/get-resume.ts';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
import { ResumeView } from '../../features/resume/components/resume-view.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/** /applicants/:id: one resume opened from Browse Applicants (restaurants). */
export function ApplicantProfilePage() {
  return (
    <RequireAccess>
      <ApplicantProfile />
    </RequireAccess>
  );
}

function ApplicantProfile() {
  const { t } = useTranslation('applicants');
  const { id = '' } = useParams();
  const query = useResume(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <Page title={t('applicants.profile.title')} backTo={paths.applications}>
        <LoadError
          title={t('applicants.profile.loadError')}
          retryLabel={t('applicants.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Page>
    );
  }
  const { resume } = query.data;
  const name = `${resume.firstName} ${resume.lastName}`.trim();
  return (
    <Page title={name} backTo={paths.applications} width="narrow">
      <div className="grid gap-6">
        <div className="flex items-center gap-4">
          <UserAvatar
            photoURL={resume.photoURL}
            initial={Array.from(resume.firstName)[0] ?? ''}
            alt={t('applicants.profile.photo', { name })}
            className="size-20 text-2xl"
          />
          <div className="grid gap-3">
            {resume.city ? (
              <p className="flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {resume.city}
              </p>
            ) : null}
            <MessageButton recipientId={resume.applicantId} recipientName={name} />
          </div>
        </div>
        <section
          aria-labelledby="applicant-resume-title"
          className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          <h2 id="applicant-resume-title" className="mb-4 text-xl font-semibold">
            {t('applicants.profile.resume')}
          </h2>
          <ResumeView resume={resume} />
        </section>
      </div>
    </Page>
  );
}
