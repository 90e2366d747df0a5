import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrganisationAnswer,
  OrganisationInvitation,
  OrganisationVenue,
} from '@brigade/shared/organisations/organisation-answers';
import type {
  InvitationInput,
  MemberChangeInput,
  VenueInput,
} from '@brigade/shared/organisations/organisation-input';
import { apiPaths } from '@brigade/shared/routes';
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const organisationQueryKey = ['organisation'] as const;

/** GET /api/organisation: the signed-in member's organisation (venues, members, invitations). */
export function useOrganisation() {
  return useQuery({
    queryKey: organisationQueryKey,
    queryFn: ({ signal }) => apiFetch<OrganisationAnswer>(apiPaths.organisation.root, { signal }),
    // 404: the account is in no organisation (removed from its team); asking again won't change it.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/**
 * POST /api/organisation: "Set up my own venue", for a restaurant account in no organisation (a
 * removed member). Everything that showed them as a team member is read again.
 */
export function useStartOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<OrganisationAnswer>(apiPaths.organisation.root, { method: 'POST' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(organisationQueryKey, answer);
      // Edit Profile now shows the new venue's fields.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** A change to the organisation, after which it is read again. */
function useOrganisationChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: organisationQueryKey }),
  });
}

/** Add a venue (no id) or edit one. */
export function useSaveVenue() {
  return useOrganisationChange(({ id, input }: { id: string | null; input: VenueInput }) =>
    apiFetch<OrganisationVenue>(
      id ? apiPaths.organisation.venue(id) : apiPaths.organisation.venues,
      {
        method: id ? 'PUT' : 'POST',
        body: input,
      },
    ),
  );
}

/** POST (one image, with its progress in percent) or DELETE a venue's logo. */
export function useVenueLogo(id: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useOrganisationChange((file: File) => {
    setProgress(0);
    return uploadWithProgress<OrganisationVenue>(
      apiPaths.organisation.venueLogo(id),
      file,
      setProgress,
    ).finally(() => setProgress(null));
  });
  const remove = useOrganisationChange(() =>
    apiFetch<OrganisationVenue>(apiPaths.organisation.venueLogo(id), { method: 'DELETE' }),
  );
  return { upload, remove, progress };
}

export function useArchiveVenue() {
  return useOrganisationChange(({ id, archived }: { id: string; archived: boolean }) =>
    apiFetch<OrganisationVenue>(apiPaths.organisation.venueArchive(id), {
      method: 'PUT',
      body: { archived },
    }),
  );
}

export function useInviteMember() {
  return useOrganisationChange((input: InvitationInput) =>
    apiFetch<OrganisationInvitation>(apiPaths.organisation.invitations, {
      method: 'POST',
      body: input,
    }),
  );
}

export function useRevokeInvitation() {
  return useOrganisationChange((id: string) =>
    apiFetch<undefined>(apiPaths.organisation.invitation(id), { method: 'DELETE' }),
  );
}

export function useChangeMember() {
  return useOrganisationChange(({ id, input }: { id: string; input: MemberChangeInput }) =>
    apiFetch<undefined>(apiPaths.organisation.member(id), { method: 'PUT', body: input }),
  );
}

/** PUT /api/organisation/owner: the owner hands the organisation to a member. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useOrganisationChange(async (memberId: string) => {
    await apiFetch<undefined>(apiPaths.organisation.owner, { method: 'PUT', body: { memberId } });
    // Edit Profile's venue fields and Danger zone follow the ownership.
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  });
}

export function useRemoveMember() {
  return useOrganisationChange((id: string) =>
    apiFetch<undefined>(apiPaths.organisation.member(id), { method: 'DELETE' }),
  );
}

/** The venues the signed-in member works for and may post at (not archived), in order. */
export function useMyOpenVenues(): OrganisationVenue[] {
  const query = useOrganisation();
  const mine = new Set(query.data?.myVenueIds ?? []);
  return (query.data?.venues ?? []).filter((venue) => mine.has(venue.id) && !venue.archived);
}
