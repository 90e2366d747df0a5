import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import type {
  ApplicationTag,
  ApplicationTagsAnswer,
} from '@brigade/shared/applications/application-tags';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicationQueryKey } from './get-application.ts';
import { applicationsQueryKey } from './list-applications.ts';

const tagsQueryKey = ['application-tags'] as const;

/** GET /api/application-tags: the venue's private tags, by name. */
export function useApplicationTags() {
  return useQuery({
    queryKey: tagsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<ApplicationTagsAnswer>(apiPaths.applicationTags.list, { signal }),
    retry: 1,
  });
}

/** POST /api/application-tags (409 tag_exists, tag_limit_reached). */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<ApplicationTag>(apiPaths.applicationTags.list, { method: 'POST', body: { name } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
  });
}

/** PUT /api/applications/:id/tags: the page and the lists show the new tags. */
export function useSetApplicationTags(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: string[]) =>
      apiFetch<ApplicationTag[]>(apiPaths.applicationTagsOf(id), {
        method: 'PUT',
        body: { tagIds },
      }),
    onSuccess: (tags) => {
      queryClient.setQueryData<ApplicationDetail>(applicationQueryKey(id), (detail) =>
        detail ? { ...detail, tags } : detail,
      );
      void queryClient.invalidateQueries({
        queryKey: applicationsQueryKey,
        predicate: (query) => query.queryKey[1] !== 'one',
      });
    },
  });
}
