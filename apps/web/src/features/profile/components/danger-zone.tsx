import { useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** The end of Edit Profile: deleting the account, behind a dialog that re-authenticates. */
export function DangerZone({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="danger-zone-title"
      className="mt-12 rounded-2xl border border-danger/60 p-5 sm:p-6"
    >
      <h2 id="danger-zone-title" className="flex items-center gap-2 text-xl font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 text-danger" />
        {t('profile.dangerZone.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('profile.dangerZone.body')}</p>
      <Button variant="destructive" onClick={() => setOpen(true)} className="mt-4 w-full sm:w-auto">
        {t('profile.deleteAccount.open')}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword} />
    </section>
  );
}
