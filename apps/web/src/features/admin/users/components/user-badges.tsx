import { clsx } from 'clsx';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminUserType } from '@brigade/shared/admin/users';

const pill =
  'inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap';

/** A user's role as a small pill. */
export function RoleBadge({ userType }: { userType: AdminUserType }) {
  const { t } = useTranslation('admin');
  return (
    <span className={clsx(pill, userType === 'admin' ? 'bg-primary/15' : 'bg-muted')}>
      {t(`admin.users.roles.${userType}`)}
    </span>
  );
}

/** Active or deactivated, in words (the colour only repeats them). */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className={clsx(pill, isActive ? 'bg-success/15' : 'bg-danger/15')}>
      {isActive ? t('admin.users.statuses.active') : t('admin.users.statuses.deactivated')}
    </span>
  );
}
