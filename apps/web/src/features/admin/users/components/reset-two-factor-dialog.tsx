import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserSummary } from '@brigade/shared/admin/users';
import { DialogActions } from '../../../../components/ui/dialog-actions.tsx';
import { DialogPanel } from '../../../../components/ui/dialog-panel.tsx';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useResetTwoFactor } from '../api/change-user.ts';

interface ResetTwoFactorDialogProps {
  user: AdminUserSummary;
  onOpenChange: (open: boolean) => void;
}

/** Confirms resetting another admin's authenticator (they set up a new one at next sign-in). */
export function ResetTwoFactorDialog({ user, onOpenChange }: ResetTwoFactorDialogProps) {
  const { t } = useTranslation('admin');
  const mutation = useResetTwoFactor(user.id);
  const [alertKey, setAlertKey] = useState<string | null>(null);

  const confirm = () => {
    setAlertKey(null);
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('admin.users.twoFactor.done'), description: user.email });
        onOpenChange(false);
      },
      onError: (error) => {
        setAlertKey(errorMessageKey(error));
        toast({
          variant: 'destructive',
          title: t('admin.users.twoFactor.failed'),
          description: t(errorMessageKey(error)),
        });
      },
    });
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel
        title={t('admin.users.twoFactor.title')}
        description={t('admin.users.twoFactor.description', { email: user.email })}
      >
        <div className="mt-5">
          <FormAlert id="reset-two-factor-alert" message={alertKey ? t(alertKey) : null} />
          <DialogActions
            dismissLabel={t('admin.users.actions.cancel')}
            confirmLabel={t('admin.users.twoFactor.confirm')}
            pendingLabel={t('admin.users.actions.working')}
            pending={mutation.isPending}
            onConfirm={confirm}
            destructive
          />
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
