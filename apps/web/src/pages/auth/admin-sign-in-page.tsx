import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { ForgotPasswordLink } from '../../features/auth/components/forgot-password-link.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SignedOutOnly } from '../../features/auth/components/signed-out-only.tsx';
import { AuthCard } from './auth-card.tsx';

/** /auth/admin-login: the administrators' own sign-in; the server admits admins only. */
export function AdminSignInPage() {
  const { t } = useTranslation('account');
  return (
    <Page
      title={t('account.adminSignIn.title')}
      lead={t('account.adminSignIn.lead')}
      width="narrow"
    >
      <SignedOutOnly>
        <AuthCard footer={<ForgotPasswordLink />}>
          <SignInForm portal="admin" />
        </AuthCard>
      </SignedOutOnly>
    </Page>
  );
}
