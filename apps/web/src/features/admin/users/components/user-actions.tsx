import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminUserDetail } from '@brigade/shared/admin/users';
import { Button } from '../../../../components/ui/button.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { StatusDialog } from './status-dialog.tsx';

type OpenDialog = 'status' | 'role' | 'delete' | 'twoFactor' | null;

/**
 * Deactivate or reactivate, change role, reset another admin's two-factor sign-in, delete — each
 * through a confirmation dialog. On their
 * own page an admin gets none of them (the server refuses them too) but is told why.
 */
export function UserActions({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = (next: boolean) => !next && setOpen(null);
  const { user } = detail;
  if (detail.isSelf) {
    return (
      <p className="rounded-2xl border border-border bg-muted p-4 text-sm">
        {t('admin.users.actions.self')}
      </p>
    );
  }
  return (
    <section aria-labelledby="user-actions-heading">
      <h2 id="user-actions-heading" className="sr-only">
        {t('admin.users.actions.heading')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant={user.isActive ? 'outline' : 'primary'} onClick={() => setOpen('status')}>
          {user.isActive ? t('admin.users.deactivate.open') : t('admin.users.reactivate.open')}
        </Button>
        <Button variant="outline" onClick={() => setOpen('role')}>
          {t('admin.users.role.open')}
        </Button>
        {detail.twoFactorEnabled ? (
          <Button variant="outline" onClick={() => setOpen('twoFactor')}>
            {t('admin.users.twoFactor.open')}
          </Button>
        ) : null}
        <Button variant="destructive" onClick={() => setOpen('delete')}>
          {t('admin.users.delete.open')}
        </Button>
      </div>
      {open === 'status' ? <StatusDialog user={user} onOpenChange={close} /> : null}
      {open === 'role' ? <RoleDialog user={user} onOpenChange={close} /> : null}
      {open === 'delete' ? <DeleteUserDialog user={user} onOpenChange={close} /> : null}
      {open === 'twoFactor' ? <ResetTwoFactorDialog user={user} onOpenChange={close} /> : null}
    </section>
  );
}
