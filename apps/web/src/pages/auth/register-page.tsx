import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { signUpUserTypes } from '@brigade/shared/auth/sign-up-rules';
import type { SignUpUserType } from '@brigade/shared/auth/sign-up-rules';
import { Page } from '../../components/layout/page.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { SignedOutOnly } from '../../features/auth/components/signed-out-only.tsx';
import { SocialSignIn } from '../../features/auth/social/social-sign-in.tsx';
import { returnToParam } from '../../features/auth/return-to.ts';
import { withReturnTo } from '../../features/session/access.ts';
import { AuthCard } from './auth-card.tsx';

function userType(value: string | null): SignUpUserType | null {
  return signUpUserTypes.find((type) => type === value) ?? null;
}

/** /auth/register[?type=applicant|restaurant]: Create Account, the role chosen from the link. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const type = userType(searchParams.get('type'));
  const returnTo = searchParams.get(returnToParam);
  return (
    <Page title={t('account.register.title')} lead={t('account.register.lead')} width="narrow">
      <SignedOutOnly>
        <AuthCard
          footer={
            <p>
              {t('account.register.haveAccount')}{' '}
              <Link
                to={withReturnTo(paths.auth.login(type ?? undefined), returnTo)}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
              >
                {t('account.register.signIn')}
              </Link>
            </p>
          }
        >
          <SignUpForm initialUserType={type}>
            {(userType) => <SocialSignIn userType={userType} />}
          </SignUpForm>
        </AuthCard>
      </SignedOutOnly>
    </Page>
  );
}
