import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type {
  InterviewAnswerInput,
  InterviewAnswerView,
} from '@brigade/shared/applications/interview-answer';
import { apiFetch } from '../../../lib/api-client.ts';

const linkQueryKey = (token: string) => ['interview-answer-link', token] as const;

/** GET /api/interview-answers?token: the interview a mailed link answers (changes nothing). */
export function useInterviewAnswerLink(token: string) {
  return useQuery({
    queryKey: linkQueryKey(token),
    queryFn: ({ signal }) =>
      apiFetch<InterviewAnswerView>(
        `${apiPaths.interviewAnswers}?${new URLSearchParams({ token }).toString()}`,
        { signal },
      ),
    // A refused link stays refused: no retry.
    retry: false,
  });
}

/** POST /api/interview-answers: answers with the link's token, no session needed. */
export function useAnswerByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<InterviewAnswerInput, 'token'>) =>
      apiFetch<InterviewAnswerView>(apiPaths.interviewAnswers, {
        method: 'POST',
        body: { ...input, token },
      }),
    onSuccess: (view) => queryClient.setQueryData(linkQueryKey(token), view),
  });
}
