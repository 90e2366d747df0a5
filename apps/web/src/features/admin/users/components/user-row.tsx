import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminUserSummary } from '@brigade/shared/admin/users';
import { paths } from '@brigade/shared/routes';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { RoleBadge, StatusBadge } from './user-badges.tsx';

/** One user of the list: name (the link to their page), e-mail, role, status and dates. */
export function UserRow({ user }: { user: AdminUserSummary }) {
  const { t, i18n } = useTranslation('admin');
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <li className="rounded-2xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={paths.admin.user(user.id)}
            className="font-semibold break-words text-primary underline-offset-4 hover:underline"
          >
            {name}
          </Link>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
          {user.venueName ? <p className="text-sm">{user.venueName}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <RoleBadge userType={user.userType} />
          <StatusBadge isActive={user.isActive} />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2">
        <div className="flex gap-1">
          <dt>{t('admin.users.row.joined')}</dt>
          <dd>{formatDateTime(user.createdAt, i18n.language, true)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('admin.users.row.lastLogin')}</dt>
          <dd>
            {user.lastLogin
              ? formatDateTime(user.lastLogin, i18n.language)
              : t('admin.users.row.never')}
          </dd>
        </div>
      </dl>
    </li>
  );
}
