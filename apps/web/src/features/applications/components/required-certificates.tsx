import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';

const tones = {
  valid: 'text-foreground',
  no_expiry: 'text-foreground',
  expiring: 'font-semibold',
  expired: 'font-semibold text-danger',
  missing: 'font-semibold text-danger',
} as const;

/**
 * The certificates the job requires and which the applicant's resume holds today (the
 * certificate wallet), said in words: held, expiring soon, expired, or not on the resume.
 */
export function RequiredCertificates({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation(['applications', 'resume']);
  if (application.requiredCertificates.length === 0) return null;
  return (
    <ul className="grid gap-1">
      {application.requiredCertificates.map(({ kind, state }) => (
        <li key={kind} className="flex flex-wrap gap-x-2">
          <span className="font-medium">{t(`resume.certificateKinds.${kind}`)}</span>
          <span className={tones[state]}>{t(`applications.requiredCertificates.${state}`)}</span>
        </li>
      ))}
    </ul>
  );
}
