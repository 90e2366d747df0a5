import { Route, Routes } from 'react-router';
import { paths } from '@brigade/shared/routes';
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
const JobsPage = lazyPage(() => import('../pages/jobs-page.tsx'), 'JobsPage', ['jobs']);
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
const ComingSoonPage = lazyPage(
  () => import('../pages/coming-soon/coming-soon-page.tsx'),
  'ComingSoonPage',
  ['comingSoon'],
);

/**
 * Every route of the spec's table. React Router's declarative mode: data comes from TanStack
 * Query, so the data router (loaders, actions) would only add weight to the first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.jobs} element={<JobsPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.pricing} element={<PricingPage />} />
        <Route path={paths.auth.login()} element={<SignInPage />} />
        <Route path={paths.auth.adminLogin} element={<AdminSignInPage />} />
        <Route path={paths.auth.register} element={<RegisterPage />} />
        {/* Members-only pages; each guards itself (features/session/components/require-access). */}
        {comingSoonRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<ComingSoonPage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
