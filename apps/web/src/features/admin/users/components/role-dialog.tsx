import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import {
  adminUserTypes,
  type AdminUserSummary,
  type AdminUserType,
} from '@brigade/shared/admin/users';
import { DialogActions } from '../../../../components/ui/dialog-actions.tsx';
import { DialogPanel } from '../../../../components/ui/dialog-panel.tsx';
import { FilterSelect } from '../../../../components/ui/filter-fields.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { errorMessageKey } from '../../../../lib/api-error.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useChangeUserRole } from '../api/change-user.ts';

interface RoleDialogProps {
  user: AdminUserSummary;
  onOpenChange: (open: boolean) => void;
}

/** Chooses another role and confirms it; the user is signed out so it applies at next sign-in. */
export function RoleDialog({ user, onOpenChange }: RoleDialogProps) {
  const { t } = useTranslation('admin');
  const mutation = useChangeUserRole(user.id);
  const [role, setRole] = useState<AdminUserType>(user.userType);
  const [alertKey, setAlertKey] = useState<string | null>(null);

  const confirm = () => {
    if (role === user.userType) {
      setAlertKey('admin.users.role.same');
      return;
    }
    setAlertKey(null);
    mutation.mutate(role, {
      onSuccess: () => {
        toast({
          title: t('admin.users.role.done'),
          description: t('admin.users.role.doneDetail', {
            email: user.email,
            role: t(`admin.users.roles.${role}`),
          }),
        });
        onOpenChange(false);
      },
      onError: (error) => {
        setAlertKey(errorMessageKey(error));
        toast({
          variant: 'destructive',
          title: t('admin.users.role.failed'),
          description: t(errorMessageKey(error)),
        });
      },
    });
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogPanel
        title={t('admin.users.role.title')}
        description={t('admin.users.role.description', { email: user.email })}
      >
        <div className="mt-5 grid gap-5">
          <FilterSelect
            id="user-role"
            label={t('admin.users.role.label')}
            value={role}
            onChange={(event) =>
              setRole(adminUserTypes.find((type) => type === event.target.value) ?? role)
            }
            options={adminUserTypes.map((type) => ({
              value: type,
              label: t(`admin.users.roles.${type}`),
            }))}
          />
          <div>
            <FormAlert id="role-alert" message={alertKey ? t(alertKey) : null} />
            <DialogActions
              dismissLabel={t('admin.users.actions.cancel')}
              confirmLabel={t('admin.users.role.confirm')}
              pendingLabel={t('admin.users.actions.working')}
              pending={mutation.isPending}
              onConfirm={confirm}
            />
          </div>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
