import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { OrganisationMember } from '@brigade/shared/organisations/organisation-answers';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useTransferOwnership } from '../api/organisation.ts';

/**
 * The owner's "Make owner" on a member: behind a confirmation that says what it means (the
 * organisation then goes with their account; the owner stays on as an admin).
 */
export function HandOverButton({
  member,
  name,
  organisationName,
}: {
  member: OrganisationMember;
  name: string;
  organisationName: string;
}) {
  const { t } = useTranslation('organisation');
  const [confirming, setConfirming] = useState(false);
  const transfer = useTransferOwnership();
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setConfirming(true)}
        aria-label={t('organisation.owner.handOverLabel', { name })}
      >
        {t('organisation.owner.handOver')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          id={`hand-over-${member.id}`}
          title={t('organisation.owner.title', { name, organisation: organisationName })}
          description={t('organisation.owner.body')}
          dismissLabel={t('organisation.cancel')}
          confirmLabel={t('organisation.owner.handOver')}
          pendingLabel={t('organisation.owner.handing')}
          action={() => transfer.mutateAsync(member.id)}
          onDone={() => {
            toast({ title: t('organisation.owner.done', { name }) });
            setConfirming(false);
          }}
          failureTitle={t('organisation.members.failed')}
          onOpenChange={setConfirming}
        />
      ) : null}
    </>
  );
}
