import { Download } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { CopyButton } from './copy-button.tsx';

/** Saves the codes as a text file, as password managers and printers expect. */
function download(codes: string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'brigade-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once right after the set-up, with Copy and Download; Continue goes on
 * to the admin dashboard (the session already exists).
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onContinue,
}: {
  codes: string[];
  email: string;
  onContinue: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-5">
      <h2 id="recovery-codes-title" className="text-xl font-bold">
        {t('account.twoFactor.recoveryTitle')}
      </h2>
      <p>{t('account.twoFactor.recoveryCodesLead')}</p>
      <ul
        aria-label={t('account.twoFactor.recoveryCodesList')}
        className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={codes.join('\n')} label={t('account.twoFactor.copyCodes')} />
        <Button
          variant="outline"
          onClick={() => download(codes, t('account.twoFactor.downloadHeading', { email }))}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('account.twoFactor.downloadCodes')}
        </Button>
      </div>
      <Button size="lg" className="w-full" onClick={onContinue}>
        {t('account.twoFactor.continue')}
      </Button>
    </section>
  );
}
