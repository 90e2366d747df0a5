import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminUserSummary } from '@brigade/shared/admin/users';
import { paths } from '@brigade/shared/routes';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../../lib/toast-store.ts';
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
  return (
    <ConfirmDialog
      id="delete-user"
      title={t('admin.users.delete.title')}
      description={t('admin.users.delete.description', { email: user.email })}
      dismissLabel={t('admin.users.actions.cancel')}
      confirmLabel={t('admin.users.delete.confirm')}
      pendingLabel={t('admin.users.actions.working')}
      destructive
      action={() => mutation.mutateAsync()}
      onDone={() => {
        toast({ title: t('admin.users.delete.done'), description: user.email });
        void navigate(paths.admin.users, { replace: true });
      }}
      failureTitle={t('admin.users.delete.failed')}
      onOpenChange={onOpenChange}
    />
  );
}
