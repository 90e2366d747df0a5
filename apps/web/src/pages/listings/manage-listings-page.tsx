import { useSearchParams } from 'react-router';
import { Plus, Users } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { InboxSection } from '../../features/listings/components/inbox-section.tsx';
import { ListingsSection } from '../../features/listings/components/listings-section.tsx';
import { manageParams, readManageFilters } from '../../features/listings/manage-search-params.ts';
import type { ManageFilters } from '../../features/listings/manage-search-params.ts';
import { ProfileCompletionCard } from '../../features/profile/components/profile-completion-card.tsx';
import { useMyOpenVenues, VenueSwitcher } from '../../features/organisation/index.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/**
 * /restaurant/dashboard (Manage Listings): "Complete your profile" while the profile lacks
 * something, Post a Job and Browse Applicants (the resumes to approach first), the restaurant's
 * listings by status, and the inbox of applications to them.
 */
export function ManageListingsPage() {
  return (
    <RequireAccess>
      <ManageListings />
    </RequireAccess>
  );
}

function ManageListings() {
  const { t } = useTranslation('listings');
  const [params, setParams] = useSearchParams();
  const filters = readManageFilters(params);
  const venues = useMyOpenVenues();
  const hrefFor = (next: ManageFilters) => {
    const search = manageParams(next).toString();
    return `${paths.restaurant.dashboard}${search ? `?${search}` : ''}`;
  };
  return (
    <Page title={t('listings.manage.title')} lead={t('listings.manage.lead')}>
      <ProfileCompletionCard />
      <div className="mb-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.restaurant.createListing} size="lg">
          <Plus aria-hidden="true" className="size-5" />
          {t('listings.manage.postJob')}
        </ButtonLink>
        <ButtonLink to={paths.applications} size="lg" variant="outline">
          <Users aria-hidden="true" className="size-5" />
          {t('listings.inbox.browseApplicants')}
        </ButtonLink>
      </div>
      <VenueSwitcher
        id="listings-venue"
        venues={venues}
        value={filters.venue ?? ''}
        allLabel={t('organisation.venues.all', { ns: 'organisation' })}
        onChange={(venue) => setParams(manageParams({ ...filters, venue: venue || null, page: 1 }))}
      />
      <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
        <ListingsSection filters={filters} hrefFor={hrefFor} />
        <InboxSection
          filters={filters}
          hrefFor={hrefFor}
          onFilter={(next) => setParams(manageParams(next))}
        />
      </div>
    </Page>
  );
}
