import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUserSummary } from '@brigade/shared/admin/users';
import { paths } from '@brigade/shared/routes';
import { DialogActions } from '../../../../components/ui/dialog-actions.tsx';
import { DialogPanel } from '../../../../components/ui/dialog-panel.tsx';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useDeleteUser } from '../api/change-user.ts';

interface DeleteUserDialogProps {
  user: AdminUserSummary;
  onOpenChange: (open: boolean) => void;
}

/** Confirms deleting an account and all its data for good; then back to the Users list. */
export function DeleteUserDialog({ user, onOpenChange }: DeleteUserDialogProps) {
  const { t } = useTranslation('admin');
  const mutation = useDeleteUser(user.id);
  const navigate = useNavigate();
  const [alertKey, setAlertKey] = useState<string | null>(null);

  const confirm = () => {
    setAlertKey(null);
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('admin.users.delete.done'), description: user.email });
        void navigate(paths.admin.users, { replace: true });
      },
      onError: (error) => {
        setAlertKey(errorMessageKey(error));
        toast({
          variant: 'destructive',
          title: t('admin.users.delete.failed'),
          description: t(errorMessageKey(error)),
        });
      },
    });
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel
        title={t('admin.users.delete.title')}
        description={t('admin.users.delete.description', { email: user.email })}
      >
        <div className="mt-5">
          <FormAlert id="delete-user-alert" message={alertKey ? t(alertKey) : null} />
          <DialogActions
            dismissLabel={t('admin.users.actions.cancel')}
            confirmLabel={t('admin.users.delete.confirm')}
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
