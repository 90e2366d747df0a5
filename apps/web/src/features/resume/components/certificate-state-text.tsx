import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { certificateState } from '@brigade/shared/resumes/certificates';
import { useRenderClock } from '../../../lib/render-clock.ts';
import { formatIsoDate } from '../format-month.ts';

const tones = {
  valid: 'text-muted-foreground',
  expiring: 'font-semibold',
  expired: 'font-semibold text-danger',
  no_expiry: 'text-muted-foreground',
} as const;

/** Valid until, expiring soon, or expired: a certificate's state today, in words (not colour alone). */
export function CertificateStateText({ expiresOn }: { expiresOn: string }) {
  const { t, i18n } = useTranslation('resume');
  const clock = useRenderClock();
  const today = clock.now.toISOString().slice(0, 10);
  const state = certificateState(expiresOn, today);
  return (
    <span className={tones[state]}>
      {t(`resume.certificateStates.${state}`, {
        date: expiresOn ? formatIsoDate(expiresOn, i18n.language) : '',
      })}
    </span>
  );
}
