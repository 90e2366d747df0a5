import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { TwoFactorAnswer } from '@brigade/shared/auth/two-factor';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { TwoFactorCodeForm } from './two-factor-code-form.tsx';
import type { TwoFactorLocationState } from './two-factor-location-state.ts';

/**
 * An admin's second step: on first sign-in the authenticator to set up and its first code,
 * afterwards just the code (or a recovery code); "Back to password" starts again.
 */
export function TwoFactorPanel({
  flow,
  onVerified,
  onExpired,
  onStartOver,
}: {
  flow: TwoFactorLocationState;
  onVerified: (answer: TwoFactorAnswer) => void;
  onExpired: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('account');
  const step = flow.twoFactor;
  return (
    <div className="grid gap-6">
      {step.stage === 'setup' ? (
        <AuthenticatorSetup step={step} />
      ) : (
        <p>{t('account.twoFactor.verifyLead')}</p>
      )}
      <TwoFactorCodeForm
        // A new challenge is a new form: nothing typed for the old one carries over.
        key={step.challenge}
        challenge={step.challenge}
        portal={flow.portal}
        allowRecovery={step.stage === 'verify'}
        onVerified={onVerified}
        onExpired={onExpired}
      />
      <button
        type="button"
        onClick={onStartOver}
        className="inline-flex min-h-11 items-center justify-self-start text-muted-foreground underline underline-offset-4 hover:text-foreground"
      >
        {t('account.twoFactor.startOver')}
      </button>
    </div>
  );
}
