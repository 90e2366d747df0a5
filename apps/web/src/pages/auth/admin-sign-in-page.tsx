import { useState } from 'react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TwoFactorAnswer } from '@brigade/shared/auth/two-factor';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { storeSignedInUser } from '../../features/auth/api/store-signed-in-user.ts';
import { ForgotPasswordLink } from '../../features/auth/components/forgot-password-link.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SignedOutOnly } from '../../features/auth/components/signed-out-only.tsx';
import { RecoveryCodesPanel } from '../../features/auth/components/two-factor/recovery-codes-panel.tsx';
import { TwoFactorPanel } from '../../features/auth/components/two-factor/two-factor-panel.tsx';
import {
  twoFactorLocationState,
  type TwoFactorLocationState,
} from '../../features/auth/components/two-factor/two-factor-location-state.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * /auth/admin-login: the administrators' own sign-in; the server admits admins only. After the
 * password comes the second step (set up an authenticator the first time, then its code); an
 * admin who signed in on the ordinary page arrives here with that step in the history state.
 */
export function AdminSignInPage() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<TwoFactorLocationState | null>(() =>
    twoFactorLocationState(location.state),
  );
  const [expired, setExpired] = useState(false);
  const [setUp, setSetUp] = useState<Required<TwoFactorAnswer> | null>(null);

  const restart = () => {
    setFlow(null);
    setExpired(true);
    // The handed-over step is spent: a reload must not bring it back.
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  };
  const verified = (answer: TwoFactorAnswer) => {
    if (answer.recoveryCodes) setSetUp({ user: answer.user, recoveryCodes: answer.recoveryCodes });
    // The session now exists: the signed-out page moves on to the dashboard.
    else storeSignedInUser(queryClient, answer.user);
  };

  // Shown outside SignedOutOnly: the codes stay until Continue even if the session is refetched.
  if (setUp) {
    return (
      <Page title={t('account.twoFactor.setupTitle')} width="narrow">
        <AuthCard>
          <RecoveryCodesPanel
            codes={setUp.recoveryCodes}
            email={setUp.user.email}
            onContinue={() => {
              storeSignedInUser(queryClient, setUp.user);
              void navigate(paths.admin.dashboard, { replace: true });
            }}
          />
        </AuthCard>
      </Page>
    );
  }

  const title = !flow
    ? t('account.adminSignIn.title')
    : flow.twoFactor.stage === 'setup'
      ? t('account.twoFactor.setupTitle')
      : t('account.twoFactor.verifyTitle');
  return (
    <Page title={title} lead={flow ? undefined : t('account.adminSignIn.lead')} width="narrow">
      <SignedOutOnly>
        <AuthCard footer={flow ? undefined : <ForgotPasswordLink />}>
          {flow ? (
            <TwoFactorPanel
              flow={flow}
              onVerified={verified}
              onExpired={restart}
              onStartOver={() => {
                setFlow(null);
                setExpired(false);
              }}
            />
          ) : (
            <SignInForm
              portal="admin"
              initialAlert={expired ? 'account.twoFactor.expired' : undefined}
              onTwoFactor={(twoFactor) => {
                setExpired(false);
                setFlow({ twoFactor, portal: 'admin' });
              }}
            />
          )}
        </AuthCard>
      </SignedOutOnly>
    </Page>
  );
}
