import { useParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { AdminNav } from '../../features/admin/components/admin-nav.tsx';
import { useAdminUser } from '../../features/admin/users/api/get-user.ts';
import { UserActions } from '../../features/admin/users/components/user-actions.tsx';
import { UserActivity } from '../../features/admin/users/components/user-activity.tsx';
import { UserCertificateChecks } from '../../features/admin/users/components/user-certificate-checks.tsx';
import { UserProfileCard } from '../../features/admin/users/components/user-profile-card.tsx';
import { UserPlan } from '../../features/admin/users/components/user-plan.tsx';
import { UserSecurityEvents } from '../../features/admin/users/components/user-security-events.tsx';
import { UserSessions } from '../../features/admin/users/components/user-sessions.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import { ApiError } from '../../lib/api-error.ts';

/**
 * /admin/users/:id: one user's profile, listings or applications, venues' checks of an
 * applicant's certificates, security events and sessions,
 * with the admin's actions on the account (issue 7).
 */
export function AdminUserPage() {
  return (
    <RequireAccess>
      <AdminUser />
    </RequireAccess>
  );
}

function AdminUser() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useAdminUser(id);
  const title = query.data
    ? `${query.data.user.firstName} ${query.data.user.lastName}`
    : t('admin.users.detail.title');

  return (
    <Page title={title} lead={query.data?.user.email} backTo={paths.admin.users}>
      <AdminNav />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <EmptyState
            title={t('admin.users.detail.notFound')}
            body={t('admin.users.detail.notFoundBody')}
            action={
              <ButtonLink to={paths.admin.users}>{t('admin.users.detail.backToList')}</ButtonLink>
            }
          />
        ) : (
          <LoadError
            title={t('admin.users.detail.loadError')}
            retryLabel={t('admin.users.list.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <div className="grid gap-6">
          <UserActions detail={query.data} />
          <UserProfileCard detail={query.data} />
          {query.data.plan ? (
            <UserPlan userId={query.data.user.id} status={query.data.plan} />
          ) : null}
          <UserActivity detail={query.data} />
          {query.data.certificateChecks ? (
            <UserCertificateChecks checks={query.data.certificateChecks} />
          ) : null}
          <UserSessions userId={query.data.user.id} />
          <UserSecurityEvents events={query.data.securityEvents} />
        </div>
      )}
    </Page>
  );
}
