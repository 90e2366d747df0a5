import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminUserSummary } from '@brigade/shared/admin/users';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../../lib/toast-store.ts';
import { useResetTwoFactor } from '../api/change-user.ts';

interface ResetTwoFactorDialogProps {
  user: AdminUserSummary;
  onOpenChange: (open: boolean) => void;
}

/** Confirms resetting another admin's authenticator (they set up a new one at next sign-in). */
export function ResetTwoFactorDialog({ user, onOpenChange }: ResetTwoFactorDialogProps) {
  const { t } = useTranslation('admin');
  const mutation = useResetTwoFactor(user.id);
  return (
    <ConfirmDialog
      id="reset-two-factor"
      title={t('admin.users.twoFactor.title')}
      description={t('admin.users.twoFactor.description', { email: user.email })}
      dismissLabel={t('admin.users.actions.cancel')}
      confirmLabel={t('admin.users.twoFactor.confirm')}
      pendingLabel={t('admin.users.actions.working')}
      destructive
      action={() => mutation.mutateAsync(undefined)}
      onDone={() => {
        toast({ title: t('admin.users.twoFactor.done'), description: user.email });
        onOpenChange(false);
      }}
      failureTitle={t('admin.users.twoFactor.failed')}
      onOpenChange={onOpenChange}
    />
  );
}
