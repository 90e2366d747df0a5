import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Page } from '../../components/layout/page.tsx';
import { ApplicationCountsCard } from '../../features/applicant-dashboard/components/application-counts-card.tsx';
import { MatchingJobsCard } from '../../features/applicant-dashboard/components/matching-jobs-card.tsx';
import { SavedJobsCard } from '../../features/applicant-dashboard/components/saved-jobs-card.tsx';
import { JobAlertsSection } from '../../features/job-alerts/components/job-alerts-section.tsx';
import { UpcomingInterviewsCard } from '../../features/applicant-dashboard/components/upcoming-interviews-card.tsx';
import { ProfileCompletionCard } from '../../features/profile/components/profile-completion-card.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/**
 * /applicant/dashboard: what the profile still lacks, the applications by status, upcoming
 * interviews, open jobs that match the applicant's role and city, and the jobs they saved.
 */
export function ApplicantDashboardPage() {
  return (
    <RequireAccess>
      <ApplicantDashboard />
    </RequireAccess>
  );
}

function ApplicantDashboard() {
  const { t } = useTranslation('applicantDashboard');
  return (
    <Page title={t('applicantDashboard.title')} lead={t('applicantDashboard.lead')}>
      <ProfileCompletionCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <ApplicationCountsCard />
        </div>
        <UpcomingInterviewsCard />
        <MatchingJobsCard />
        <div className="lg:col-span-2">
          <SavedJobsCard />
        </div>
        <div className="lg:col-span-2">
          <JobAlertsSection />
        </div>
      </div>
    </Page>
  );
}
