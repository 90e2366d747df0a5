import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useOrganisation } from '../../features/organisation/api/organisation.ts';
import { DeleteOrganisationSection } from '../../features/organisation/components/delete-organisation-section.tsx';
import { NoOrganisation } from '../../features/organisation/components/no-organisation.tsx';
import { InvitationsSection } from '../../features/organisation/components/invitations-section.tsx';
import { ApiKeysSection } from '../../features/organisation/components/api-keys-section.tsx';
import { MembersSection } from '../../features/organisation/components/members-section.tsx';
import { VenuesSection } from '../../features/organisation/components/venues-section.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import { PlanSummary } from '../../features/pricing/index.ts';
import { useSession } from '../../features/session/use-session.ts';
import { ApiError } from '../../lib/api-error.ts';

/**
 * /restaurant/organisation ("Team & venues", issue 17): the organisation's venues, members and
 * plan (issue 18) for every member; venue changes, invitations and members' access for owners and admins; for
 * a restaurant account in no organisation (removed from its team), the way to set up its own.
 */
export function OrganisationPage() {
  return (
    <RequireAccess>
      <Organisation />
    </RequireAccess>
  );
}

function Organisation() {
  const { t } = useTranslation('organisation');
  const session = useSession();
  const query = useOrganisation();
  const myUserId = session.status === 'signed-in' ? session.user.id : '';
  return (
    <Page
      title={query.data?.name || t('organisation.title')}
      documentTitle={t('organisation.title')}
      lead={
        query.data
          ? t('organisation.lead', { role: t(`organisation.roles.${query.data.myRole}`) })
          : undefined
      }
    >
      {query.isPending ? (
        <PageLoading />
      ) : query.error instanceof ApiError && query.error.status === 404 ? (
        <NoOrganisation />
      ) : query.isError ? (
        <LoadError
          title={t('organisation.loadError')}
          retryLabel={t('organisation.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-8">
            <VenuesSection organisation={query.data} />
            <MembersSection organisation={query.data} myUserId={myUserId} />
          </div>
          <div className="grid gap-8">
            <PlanSummary />
            {query.data.myRole === 'manager' ? null : (
              <InvitationsSection organisation={query.data} />
            )}
            {query.data.myRole === 'manager' ? null : <ApiKeysSection />}
            {query.data.myRole === 'owner' ? <DeleteOrganisationSection /> : null}
          </div>
        </div>
      )}
    </Page>
  );
}
