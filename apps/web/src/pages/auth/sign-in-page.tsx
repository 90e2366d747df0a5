import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import type { LoginType } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { ForgotPasswordLink } from '../../features/auth/components/forgot-password-link.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SignedOutOnly } from '../../features/auth/components/signed-out-only.tsx';
import { SocialSignIn } from '../../features/auth/social/social-sign-in.tsx';
import { returnToParam } from '../../features/auth/return-to.ts';
import { withReturnTo } from '../../features/session/access.ts';
import { AuthCard } from './auth-card.tsx';

function loginType(value: string | null): LoginType | null {
  return value === 'applicant' || value === 'restaurant' ? value : null;
}

/** /auth/login?type=applicant|restaurant: one sign-in, titled for the audience it was opened for. */
export function SignInPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const type = loginType(searchParams.get('type'));
  const returnTo = searchParams.get(returnToParam);
  const variant = type ?? 'default';
  const registerPath = type ? `${paths.auth.register}?type=${type}` : paths.auth.register;
  return (
    <Page
      title={t(`account.signIn.title_${variant}`)}
      lead={t(`account.signIn.lead_${variant}`)}
      width="narrow"
    >
      <SignedOutOnly>
        <AuthCard
          footer={
            <>
              <ForgotPasswordLink />
              <p>
                {t('account.signIn.noAccount')}{' '}
                <Link
                  to={withReturnTo(registerPath, returnTo)}
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                >
                  {t('account.signIn.createAccount')}
                </Link>
              </p>
            </>
          }
        >
          <SignInForm portal="user" />
          {/* A new social account gets the role the page was opened for (applicant by default). */}
          <SocialSignIn userType={type ?? 'applicant'} />
        </AuthCard>
      </SignedOutOnly>
    </Page>
  );
}
