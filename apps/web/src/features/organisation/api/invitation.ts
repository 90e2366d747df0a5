import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview } from '@brigade/shared/organisations/organisation-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

const invitationUrl = (token: string) =>
  `${apiPaths.invitation}?token=${encodeURIComponent(token)}`;

/** GET /api/invitation?token: what the link offers (no session needed). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => apiFetch<InvitationPreview>(invitationUrl(token), { signal }),
    retry: false,
    enabled: token !== '',
  });
}

/** POST /api/invitation?token: join; every query is read again under the new membership. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<undefined>(invitationUrl(token), { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
