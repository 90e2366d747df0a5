import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminUserDetail } from '@brigade/shared/admin/users';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { RoleBadge, StatusBadge } from './user-badges.tsx';

/** The user's record and profile, as a list of labelled facts (empty ones left out). */
export function UserProfileCard({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const { user, profile } = detail;
  const facts: [label: string, value: string | null | undefined][] = [
    [t('admin.users.profile.email'), user.email],
    [t('admin.users.profile.joined'), formatDateTime(user.createdAt, i18n.language)],
    [
      t('admin.users.profile.lastLogin'),
      user.lastLogin ? formatDateTime(user.lastLogin, i18n.language) : t('admin.users.row.never'),
    ],
    [
      t('admin.users.profile.profileComplete'),
      user.profileComplete ? t('admin.users.profile.yes') : t('admin.users.profile.no'),
    ],
    [
      t('admin.users.profile.twoFactor'),
      detail.twoFactorEnabled === null
        ? null
        : detail.twoFactorEnabled
          ? t('admin.users.twoFactor.enabled')
          : t('admin.users.twoFactor.notSetUp'),
    ],
    [t('admin.users.profile.venueName'), user.venueName],
    [t('admin.users.profile.venueType'), profile?.venueType],
    [t('admin.users.profile.headline'), profile?.headline],
    [t('admin.users.profile.phone'), profile?.phone],
    [t('admin.users.profile.city'), profile?.city],
    [t('admin.users.profile.address'), profile?.address],
    [t('admin.users.profile.website'), profile?.website],
    [t('admin.users.profile.bio'), profile?.bio],
  ];
  return (
    <section
      aria-labelledby="user-profile-heading"
      className="rounded-2xl border border-border bg-card p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="user-profile-heading" className="text-xl font-semibold">
          {t('admin.users.profile.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <RoleBadge userType={user.userType} />
          <StatusBadge isActive={user.isActive} />
        </div>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
