import { z } from 'zod';

/**
 * The applicant's answer to a scheduled interview, from the application page or a signed link in
 * the invite mail: it is kept on the application until the interview is moved or cancelled.
 */
export const interviewResponses = ['confirmed', 'reschedule_requested'] as const;
export type InterviewResponse = (typeof interviewResponses)[number];

/** POST /api/applications/:id/interview/response */
export const interviewResponseInput = z.object({
  response: z.enum(interviewResponses, 'validation.interviewResponseInvalid'),
  /** Why another time is needed, or when suits better (optional, shown to the venue). */
  note: z.string().trim().max(500, 'validation.interviewResponseNoteTooLong').default(''),
});
export type InterviewResponseInput = z.infer<typeof interviewResponseInput>;
