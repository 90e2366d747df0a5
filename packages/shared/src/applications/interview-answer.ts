import { z } from 'zod';
import type { InterviewView } from './application-answers.ts';
import { interviewResponseInput, type InterviewResponse } from './interview-response.ts';

/**
 * Answering an interview from a signed link in the invite mail, without a session: the token is
 * the whole permission, and it is only good for the version of the interview it was mailed with.
 */

/** The query parameters of the /interview-answer page the mail links to. */
export const interviewAnswerParams = { token: 'token', response: 'response' } as const;

const token = z
  .string('errors.invalid_interview_link')
  .min(1, 'errors.invalid_interview_link')
  // Bounded so a pasted novel never reaches the signature check.
  .max(2000, 'errors.invalid_interview_link');

/** GET /api/interview-answers?token: what the link answers (changes nothing). */
export const interviewAnswerQuery = z.object({ token });
export type InterviewAnswerQuery = z.infer<typeof interviewAnswerQuery>;

/** POST /api/interview-answers: the answer, with the link's token. */
export const interviewAnswerInput = interviewResponseInput.extend({ token });
export type InterviewAnswerInput = z.infer<typeof interviewAnswerInput>;

/** The interview a link answers, and the answer it holds so far. */
export interface InterviewAnswerView {
  jobTitle: string;
  venueName: string;
  interview: InterviewView;
  response: InterviewResponse | null;
}
