import { matchPath, Route, Routes } from 'react-router';
import { mailLinkRoutes, paths, routePatterns } from '@brigade/shared/routes';
import { HomePage } from '../pages/home-page.tsx';
import { comingSoonRoutes } from '../pages/coming-soon/coming-soon-routes.ts';
import { lazyPage } from './lazy-page.ts';
import { RootLayout } from './root-layout.tsx';

// Home ships in the first chunk (it is where most visits start); every other page is split off,
// with the locale namespace holding its texts.
const AboutPage = lazyPage(() => import('../pages/about-page.tsx'), 'AboutPage', ['about']);
const ContactPage = lazyPage(() => import('../pages/contact-page.tsx'), 'ContactPage', ['contact']);
const PrivacyPage = lazyPage(() => import('../pages/privacy-page.tsx'), 'PrivacyPage', ['privacy']);
const TermsPage = lazyPage(() => import('../pages/terms-page.tsx'), 'TermsPage', ['terms']);
const PricingPage = lazyPage(() => import('../pages/pricing-page.tsx'), 'PricingPage', ['pricing']);
const BrowseJobsPage = lazyPage(
  () => import('../pages/jobs/browse-jobs-page.tsx'),
  'BrowseJobsPage',
  ['jobBoard', 'savedJobs', 'jobAlerts'],
);
// The Apply dialog (features/applications) has its texts in `applications`; venue types are in
// `profile`.
const JobPage = lazyPage(() => import('../pages/jobs/job-page.tsx'), 'JobPage', [
  'jobBoard',
  'applications',
  'profile',
  'savedJobs',
]);
const VenuePage = lazyPage(() => import('../pages/venues/venue-page.tsx'), 'VenuePage', [
  'jobBoard',
  'profile',
]);
const OrganisationPage = lazyPage(
  () => import('../pages/organisation/organisation-page.tsx'),
  'OrganisationPage',
  ['organisation', 'profile'],
);
const InvitationPage = lazyPage(() => import('../pages/invitation-page.tsx'), 'InvitationPage', [
  'organisation',
]);
const NotFoundPage = lazyPage(() => import('../pages/not-found-page.tsx'), 'NotFoundPage', [
  'notFound',
]);
const SignInPage = lazyPage(() => import('../pages/auth/sign-in-page.tsx'), 'SignInPage', [
  'account',
]);
const AdminSignInPage = lazyPage(
  () => import('../pages/auth/admin-sign-in-page.tsx'),
  'AdminSignInPage',
  ['account'],
);
const RegisterPage = lazyPage(() => import('../pages/auth/register-page.tsx'), 'RegisterPage', [
  'account',
]);
const ForgotPasswordPage = lazyPage(
  () => import('../pages/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
  ['account'],
);
const ResetPasswordPage = lazyPage(
  () => import('../pages/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
  ['account'],
);
// Edit Profile's delete dialog reuses the password box, whose texts are in `account`.
const EditProfilePage = lazyPage(
  () => import('../pages/profile/edit-profile-page.tsx'),
  'EditProfilePage',
  ['profile', 'account', 'profilePicture'],
);
// Manage Listings opens with the "Complete your profile" card (`profile`) and lists application
// statuses (`applications`).
const ManageListingsPage = lazyPage(
  () => import('../pages/listings/manage-listings-page.tsx'),
  'ManageListingsPage',
  ['listings', 'jobBoard', 'profile', 'applications', 'organisation'],
);
const PostJobPage = lazyPage(() => import('../pages/listings/post-job-page.tsx'), 'PostJobPage', [
  'listings',
  'organisation',
  'jobBoard',
]);
const EditListingPage = lazyPage(
  () => import('../pages/listings/edit-listing-page.tsx'),
  'EditListingPage',
  ['listings', 'jobBoard'],
);
const ListingBoardPage = lazyPage(
  () => import('../pages/listings/listing-board-page.tsx'),
  'ListingBoardPage',
  ['listings', 'applications', 'jobBoard'],
);
const CreateResumePage = lazyPage(
  () => import('../pages/resume/create-resume-page.tsx'),
  'CreateResumePage',
  ['resume'],
);
const ApplicantApplicationsPage = lazyPage(
  () => import('../pages/applications/applicant-applications-page.tsx'),
  'ApplicantApplicationsPage',
  ['applications'],
);
const ApplicantApplicationPage = lazyPage(
  () => import('../pages/applications/applicant-application-page.tsx'),
  'ApplicantApplicationPage',
  ['applications', 'messaging'],
);
const RestaurantApplicationPage = lazyPage(
  () => import('../pages/applications/restaurant-application-page.tsx'),
  'RestaurantApplicationPage',
  ['applications', 'resume', 'messaging'],
);
const BrowseApplicantsPage = lazyPage(
  () => import('../pages/applicants/browse-applicants-page.tsx'),
  'BrowseApplicantsPage',
  ['applicants', 'resume', 'messaging'],
);
const ApplicantProfilePage = lazyPage(
  () => import('../pages/applicants/applicant-profile-page.tsx'),
  'ApplicantProfilePage',
  ['applicants', 'resume', 'messaging'],
);
const ApplicantDashboardPage = lazyPage(
  () => import('../pages/dashboard/applicant-dashboard-page.tsx'),
  'ApplicantDashboardPage',
  // Job alerts name roles and contracts as Browse Jobs does (`jobBoard`).
  ['applicantDashboard', 'applications', 'resume', 'profile', 'savedJobs', 'jobAlerts', 'jobBoard'],
);
const FilesPage = lazyPage(() => import('../pages/files/files-page.tsx'), 'FilesPage', ['files']);
const MessagingPage = lazyPage(
  () => import('../pages/messaging/messaging-page.tsx'),
  'MessagingPage',
  ['messaging'],
);
const AdminDashboardPage = lazyPage(
  () => import('../pages/admin/admin-dashboard-page.tsx'),
  'AdminDashboardPage',
  ['admin'],
);
const AdminListingsPage = lazyPage(
  () => import('../pages/admin/admin-listings-page.tsx'),
  'AdminListingsPage',
  ['admin'],
);
const AdminContactMessagesPage = lazyPage(
  () => import('../pages/admin/admin-contact-messages-page.tsx'),
  'AdminContactMessagesPage',
  ['admin', 'contact'],
);
// Admin Users: the Create admin dialog reuses the password box (`account`); a user's
// applications show their statuses (`applications`).
const AdminUsersPage = lazyPage(
  () => import('../pages/admin/admin-users-page.tsx'),
  'AdminUsersPage',
  ['admin', 'account'],
);
const AdminUserPage = lazyPage(
  () => import('../pages/admin/admin-user-page.tsx'),
  'AdminUserPage',
  ['admin', 'applications'],
);
const SecurityPage = lazyPage(() => import('../pages/security/security-page.tsx'), 'SecurityPage', [
  'admin',
  'security',
]);
// Where an interview invite mail's answer links lead (public: the token is the permission).
const InterviewAnswerPage = lazyPage(
  () => import('../pages/interview-answer-page.tsx'),
  'InterviewAnswerPage',
  ['applications'],
);
// Where a notification mail's unsubscribe link leads (public: the token is the permission).
const UnsubscribePage = lazyPage(() => import('../pages/unsubscribe-page.tsx'), 'UnsubscribePage', [
  'profile',
]);
const ComingSoonPage = lazyPage(
  () => import('../pages/coming-soon/coming-soon-page.tsx'),
  'ComingSoonPage',
  ['comingSoon'],
);

/**
 * The code of a page the server renders (/jobs, /jobs/:id, /venues/:id; Home is in the first chunk), loaded
 * before hydration (main.tsx) so the page hydrates together with the shell.
 */
export function preloadServerRenderedPage(pathname: string): Promise<unknown> {
  if (pathname === paths.jobs) return BrowseJobsPage.preload();
  if (matchPath(routePatterns.job, pathname)) return JobPage.preload();
  if (matchPath(routePatterns.venue, pathname)) return VenuePage.preload();
  return Promise.resolve();
}

/**
 * Every route of the spec's table. React Router's declarative mode: data comes from TanStack
 * Query, so the data router (loaders, actions) would only add weight to the first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.jobs} element={<BrowseJobsPage />} />
        <Route path={routePatterns.job} element={<JobPage />} />
        <Route path={routePatterns.venue} element={<VenuePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.pricing} element={<PricingPage />} />
        <Route path={paths.auth.login()} element={<SignInPage />} />
        <Route path={paths.auth.adminLogin} element={<AdminSignInPage />} />
        <Route path={paths.auth.register} element={<RegisterPage />} />
        <Route path={paths.auth.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.auth.resetPassword} element={<ResetPasswordPage />} />
        {/* Members-only pages; each guards itself (features/session/components/require-access). */}
        <Route path={paths.profile.edit} element={<EditProfilePage />} />
        <Route path={paths.applicant.dashboard} element={<ApplicantDashboardPage />} />
        <Route path={paths.applicant.createResume} element={<CreateResumePage />} />
        <Route path={paths.applicant.applications} element={<ApplicantApplicationsPage />} />
        <Route path={routePatterns.applicantApplication} element={<ApplicantApplicationPage />} />
        <Route path={routePatterns.restaurantApplication} element={<RestaurantApplicationPage />} />
        <Route path={paths.applications} element={<BrowseApplicantsPage />} />
        <Route path={paths.restaurant.dashboard} element={<ManageListingsPage />} />
        <Route path={paths.restaurant.createListing} element={<PostJobPage />} />
        <Route path={routePatterns.editListing} element={<EditListingPage />} />
        <Route path={routePatterns.listingBoard} element={<ListingBoardPage />} />
        <Route path={paths.restaurant.organisation} element={<OrganisationPage />} />
        <Route path={routePatterns.applicantProfile} element={<ApplicantProfilePage />} />
        <Route path={paths.messaging} element={<MessagingPage />} />
        <Route path={paths.files} element={<FilesPage />} />
        <Route path={paths.admin.users} element={<AdminUsersPage />} />
        <Route path={routePatterns.adminUser} element={<AdminUserPage />} />
        <Route path={paths.admin.dashboard} element={<AdminDashboardPage />} />
        <Route path={paths.admin.listings} element={<AdminListingsPage />} />
        <Route path={paths.admin.contactMessages} element={<AdminContactMessagesPage />} />
        <Route path={paths.security} element={<SecurityPage />} />
        <Route path={mailLinkRoutes.interviewAnswer} element={<InterviewAnswerPage />} />
        <Route path={mailLinkRoutes.unsubscribe} element={<UnsubscribePage />} />
        <Route path={mailLinkRoutes.invitation} element={<InvitationPage />} />
        {comingSoonRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<ComingSoonPage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
