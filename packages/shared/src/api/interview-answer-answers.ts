import { z } from 'zod';
import type { InterviewAnswerView } from '../applications/interview-answer.ts';
import { interviewResponses } from '../applications/interview-response.ts';
import { answerOf, answerRegistry, instant } from './answer-schema.ts';

/** Answer schema of the interview-answer link (applications/interview-answer.ts). */
export const interviewAnswerView = answerOf<InterviewAnswerView>()(
  z
    .object({
      jobTitle: z.string(),
      venueName: z.string(),
      interview: z.object({ at: instant(), timeZone: z.string(), location: z.string() }),
      response: z.enum(interviewResponses).nullable(),
    })
    .register(answerRegistry, {
      id: 'InterviewAnswerView',
      description: 'The interview a mailed answer link is about, and its answer so far.',
    }),
);
