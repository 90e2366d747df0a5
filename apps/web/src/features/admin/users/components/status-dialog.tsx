import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { statusReasonMax, type AdminUserSummary } from '@brigade/shared/admin/users';
import { DialogActions } from '../../../../components/ui/dialog-actions.tsx';
import { DialogPanel } from '../../../../components/ui/dialog-panel.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useChangeUserStatus } from '../api/change-user.ts';

interface StatusDialogProps {
  user: AdminUserSummary;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirms deactivating (with an optional reason, kept in the audit log) or reactivating an
 * account. A refusal stays in the dialog with the reason as typed, and is toasted too.
 */
export function StatusDialog({ user, onOpenChange }: StatusDialogProps) {
  const { t } = useTranslation('admin');
  const mutation = useChangeUserStatus(user.id);
  const [reason, setReason] = useState('');
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const deactivating = user.isActive;
  const action = deactivating ? 'deactivate' : 'reactivate';

  const confirm = () => {
    setAlertKey(null);
    mutation.mutate(
      { isActive: !deactivating, ...(deactivating && reason.trim() ? { reason } : {}) },
      {
        onSuccess: () => {
          toast({ title: t(`admin.users.${action}.done`), description: user.email });
          onOpenChange(false);
        },
        onError: (error) => {
          setAlertKey(errorMessageKey(error));
          toast({
            variant: 'destructive',
            title: t(`admin.users.${action}.failed`),
            description: t(errorMessageKey(error)),
          });
        },
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel
        title={t(`admin.users.${action}.title`)}
        description={t(`admin.users.${action}.description`, { email: user.email })}
      >
        <div className="mt-5 grid gap-5">
          {deactivating ? (
            <FormField
              id="status-reason"
              label={t('admin.users.deactivate.reason')}
              hint={t('admin.users.deactivate.reasonHint', { max: statusReasonMax })}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={statusReasonMax}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className={inputClasses}
                />
              )}
            </FormField>
          ) : null}
          <div>
            <FormAlert id="status-alert" message={alertKey ? t(alertKey) : null} />
            <DialogActions
              dismissLabel={t('admin.users.actions.cancel')}
              confirmLabel={t(`admin.users.${action}.confirm`)}
              pendingLabel={t('admin.users.actions.working')}
              pending={mutation.isPending}
              onConfirm={confirm}
              destructive={deactivating}
            />
          </div>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
