import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { DangerZone } from '../../features/profile/components/danger-zone.tsx';
import { DataExportSection } from '../../features/profile/components/data-export-section.tsx';
import { DecisionWindowSection } from '../../features/profile/components/decision-window-section.tsx';
import { NotificationsSection } from '../../features/profile/components/notifications-section.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { ProfileLoadError } from '../../features/profile/components/profile-load-error.tsx';
import { ProfileStatus } from '../../features/profile/components/profile-status.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import { PlanSummary } from '../../features/pricing/index.ts';

/**
 * /profile/edit: the signed-in user's profile, what it still lacks, a venue's days to decide on
 * applications (a job seeker: their plan), which e-mails they get,
 * "Download my data" and account deletion.
 */
export function EditProfilePage() {
  return (
    <RequireAccess>
      <EditProfile />
    </RequireAccess>
  );
}

function EditProfile() {
  const { t } = useTranslation('profile');
  const query = useProfile();
  return (
    <Page title={t('profile.edit.title')} lead={t('profile.edit.lead')} width="narrow">
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ProfileStatus answer={query.data} />
          <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
            <ProfileForm profile={query.data.profile} kind={query.data.kind} />
          </div>
          {query.data.kind === 'restaurant' ? (
            <DecisionWindowSection days={query.data.decisionDays} />
          ) : null}
          {query.data.kind === 'applicant' ? <PlanSummary /> : null}
          <NotificationsSection />
          <DataExportSection />
          <DangerZone
            hasPassword={query.data.hasPassword}
            ownsOrganisation={query.data.ownsOrganisation}
          />
        </>
      )}
    </Page>
  );
}
