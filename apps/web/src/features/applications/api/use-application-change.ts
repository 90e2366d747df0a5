import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { applicationQueryKey } from './get-application.ts';
import { applicationsQueryKey } from './list-applications.ts';

/**
 * A change to one application (status, notes, interview): every such endpoint answers with the
 * application as it now is, which becomes the page's data; lists are read again when next shown.
 */
export function useApplicationChange<Input>(
  id: string,
  send: (id: string, input: Input) => Promise<ApplicationDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(id, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicationQueryKey(id), detail);
      void queryClient.invalidateQueries({
        queryKey: applicationsQueryKey,
        predicate: (query) => query.queryKey[1] !== 'one',
      });
    },
  });
}
