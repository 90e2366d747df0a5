import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { AuthCard } from './auth-card.tsx';

/**
 * /auth/forgot-password: ask for a reset link by e-mail. Open to everyone (someone signed in on
 * this device may still have forgotten their password).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <Page
      title={t('account.forgotPassword.title')}
      lead={t('account.forgotPassword.lead')}
      width="narrow"
    >
      <AuthCard
        footer={
          <p>
            {t('account.forgotPassword.remembered')}{' '}
            <Link
              to={paths.auth.login()}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              {t('account.register.signIn')}
            </Link>
          </p>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </Page>
  );
}
