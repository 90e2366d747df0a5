import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKeyCreated,
  ApiKeyInput,
  ApiKeyView,
} from '@brigade/shared/organisations/api-keys';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

const apiKeysQueryKey = ['organisation', 'apiKeys'] as const;

/** GET /api/organisation/api-keys: the jobs feed's keys (owners and admins, on Scale). */
export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => apiFetch<ApiKeyView[]>(apiPaths.organisation.apiKeys, { signal }),
    enabled,
    retry: 1,
  });
}

function useKeyChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export function useCreateApiKey() {
  return useKeyChange((input: ApiKeyInput) =>
    apiFetch<ApiKeyCreated>(apiPaths.organisation.apiKeys, { method: 'POST', body: input }),
  );
}

export function useRevokeApiKey() {
  return useKeyChange((id: string) =>
    apiFetch<undefined>(apiPaths.organisation.apiKey(id), { method: 'DELETE' }),
  );
}
