import { useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { ProfileSection } from './profile-section.tsx';

/** The end of Edit Profile: deleting the account, behind a dialog that re-authenticates. */
export function DangerZone({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection
      id="danger-zone-title"
      icon={CircleAlert}
      tone="danger"
      title={t('profile.dangerZone.title')}
      body={t('profile.dangerZone.body')}
    >
      <Button variant="destructive" onClick={() => setOpen(true)} className="mt-4 w-full sm:w-auto">
        {t('profile.deleteAccount.open')}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword} />
    </ProfileSection>
  );
}
