import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { useCreateJob } from '../../features/listings/api/create-job.ts';
import { JobForm } from '../../features/listings/components/job-form.tsx';
import { VenueNameNotice } from '../../features/listings/components/venue-name-notice.tsx';
import { emptyJobForm } from '../../features/listings/job-form-values.ts';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import {
  useMyOpenVenues,
  useOrganisation,
  VenueSwitcher,
} from '../../features/organisation/index.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import { toast } from '../../lib/toast-store.ts';

/** /restaurant/create-listing (Post a Job): publish now or keep a draft, then Manage Listings. */
export function PostJobPage() {
  return (
    <RequireAccess>
      <PostJob />
    </RequireAccess>
  );
}

function PostJob() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const mutation = useCreateJob();
  // The venue's city fills the form's; without the profile the form still works.
  const profile = useProfile();
  const organisation = useOrganisation();
  const venues = useMyOpenVenues();
  const [chosen, setChosen] = useState('');
  // A member with several venues posts for the one chosen (the first until they choose).
  const venue = venues.find((candidate) => candidate.id === chosen) ?? venues[0];
  return (
    <Page
      title={t('listings.create.title')}
      lead={t('listings.create.lead')}
      backTo={paths.restaurant.dashboard}
      width="narrow"
    >
      {/* The form waits for the venues too: it is keyed by the venue, so their arrival would
          remount it and empty what was already typed. */}
      {profile.isPending || organisation.isPending ? (
        <PageLoading />
      ) : (
        <>
          {profile.data?.kind === 'restaurant' && !profile.data.profile.venueName ? (
            <VenueNameNotice />
          ) : null}
          <VenueSwitcher
            id="post-job-venue"
            venues={venues}
            value={venue?.id ?? ''}
            onChange={setChosen}
          />
          <JobForm
            key={venue?.id ?? 'venue'}
            mode="create"
            defaultValues={emptyJobForm(venue?.city ?? profile.data?.profile.city ?? '')}
            save={async (values, publish) => {
              const job = await mutation.mutateAsync({
                ...values,
                publish,
                ...(venues.length > 1 && venue ? { venueId: venue.id } : {}),
              });
              toast(
                publish
                  ? {
                      title: t('listings.saved.published'),
                      description: t('listings.saved.publishedBody', { title: job.title }),
                    }
                  : {
                      title: t('listings.saved.draft'),
                      description: t('listings.saved.draftBody', { title: job.title }),
                    },
              );
              void navigate(paths.restaurant.dashboard);
            }}
          />
        </>
      )}
    </Page>
  );
}
