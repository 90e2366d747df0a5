import { useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * The end of Edit Profile: deleting the account, behind a dialog that re-authenticates. An
 * organisation's owner is told that it goes with their account (teams, decision 024).
 */
export function DangerZone({
  hasPassword,
  ownsOrganisation,
}: {
  hasPassword: boolean;
  ownsOrganisation: boolean;
}) {
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
      {ownsOrganisation ? (
        <p className="mt-2 font-medium">{t('profile.dangerZone.owner')}</p>
      ) : null}
      <Button variant="destructive" onClick={() => setOpen(true)} className="mt-4 w-full sm:w-auto">
        {t('profile.deleteAccount.open')}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword} />
    </ProfileSection>
  );
}
