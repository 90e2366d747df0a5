import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { TwoFactorStep } from '@brigade/shared/auth/two-factor';
import { CopyButton } from './copy-button.tsx';

type SetupStep = Extract<TwoFactorStep, { stage: 'setup' }>;

/** Groups of four, as authenticator apps show keys: easier to read and to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The new authenticator: its QR code to scan, and its key to type in when scanning cannot work. */
export function AuthenticatorSetup({ step }: { step: SetupStep }) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-4">
      <p>{t('account.twoFactor.setupLead')}</p>
      {/* The QR code keeps its white ground in dark mode: scanners need the contrast. */}
      <img
        src={step.qrCode}
        alt={t('account.twoFactor.qrAlt')}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-lg bg-white p-2"
      />
      <div className="grid gap-2">
        <p id="two-factor-secret-label" className="text-sm font-semibold">
          {t('account.twoFactor.secretLabel')}
        </p>
        <code
          aria-labelledby="two-factor-secret-label"
          data-secret={step.secret}
          className="rounded-lg bg-muted px-3 py-2 font-mono text-base break-all"
        >
          {grouped(step.secret)}
        </code>
        <div>
          <CopyButton text={step.secret} label={t('account.twoFactor.copySecret')} />
        </div>
      </div>
    </div>
  );
}
