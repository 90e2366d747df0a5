import { applicationDetail } from '@brigade/shared/api/application-answers';
import { interviewAnswerView } from '@brigade/shared/api/interview-answer-answers';
import {
  interviewAnswerInput,
  interviewAnswerQuery,
} from '@brigade/shared/applications/interview-answer';
import { interviewResponseInput } from '@brigade/shared/applications/interview-response';
import { apiPaths } from '@brigade/shared/routes';
import { rateLimits } from '../../config/rate-limits.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { isUuid } from '../../core/ids.ts';
import type { App } from '../../http/app-types.ts';
import { rateLimitByIp } from '../../http/rate-limit-hook.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { answerInterview } from '../../services/applications/answer-interview.ts';
import {
  answerInterviewByLink,
  describeInterviewAnswer,
} from '../../services/applications/interview-answer-link.ts';
import { readApplication } from '../../services/applications/read-application.ts';
import { announceApplicationChange } from '../../services/live/announce-application-change.ts';

/**
 * The applicant's answer to an interview: from the application page (POST …/interview/response,
 * signed in), or from the invite mail's signed link (/api/interview-answers, no session: GET
 * says what the link answers and changes nothing, POST answers). The restaurant's bell hears.
 */
export function registerInterviewAnswerRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/applications/:id/interview/response',
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        body: interviewResponseInput,
        doc: {
          summary: 'Confirm the interview, or ask to reschedule it (its applicant)',
          access: ['applicant'],
          owner: true,
          answer: applicationDetail,
          errors: ['interview_not_answerable'],
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw new AppError('not_found');
      await answerInterview(ctx, userOf(request), id, request.body);
      await announceApplicationChange(ctx, request.log, id, 'restaurant');
      return readApplication(ctx, userOf(request), id);
    },
  );

  const preValidation = rateLimitByIp(ctx, 'interview-answer', rateLimits.interviewAnswer);
  const linkErrors = [
    'invalid_interview_link',
    'interview_link_stale',
    'interview_not_answerable',
    'rate_limited',
  ] as const;
  app.get(
    apiPaths.interviewAnswers,
    {
      preValidation,
      schema: {
        querystring: interviewAnswerQuery,
        doc: {
          summary: 'The interview a mailed answer link is about (changes nothing)',
          answer: interviewAnswerView,
          errors: linkErrors,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return describeInterviewAnswer(ctx, request.query.token);
    },
  );
  app.post(
    apiPaths.interviewAnswers,
    {
      preValidation,
      schema: {
        body: interviewAnswerInput,
        doc: {
          summary: "Answer an interview with a mailed link's token (no session needed)",
          answer: interviewAnswerView,
          errors: linkErrors,
        },
      },
    },
    async (request) => {
      const { applicationId, view } = await answerInterviewByLink(ctx, request.body);
      await announceApplicationChange(ctx, request.log, applicationId, 'restaurant');
      return view;
    },
  );
}
