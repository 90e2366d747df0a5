import { applicationDetail } from '@brigade/shared/api/application-answers';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import {
  applicationNotesInput,
  interviewInput,
  statusChangeInput,
} from '@brigade/shared/applications/application-input';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { isUuid } from '../../core/ids.ts';
import type { RouteDoc } from '../../http/openapi-operation.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { announceApplicationChange } from '../../services/live/announce-application-change.ts';
import { changeApplicationStatus } from '../../services/applications/change-application-status.ts';
import { extendDecision } from '../../services/applications/extend-decision.ts';
import { bulkChangeStatus } from '../../services/applications/bulk-change-status.ts';
import { bulkStatusAnswer } from '@brigade/shared/api/message-template-answers';
import { bulkStatusInput } from '@brigade/shared/applications/message-templates';
import { apiPaths } from '@brigade/shared/routes';
import { readApplication } from '../../services/applications/read-application.ts';
import { checkCertificate } from '../../services/resumes/certificate-checks.ts';
import { saveApplicationNotes } from '../../services/applications/save-application-notes.ts';
import {
  cancelInterview,
  scheduleInterview,
} from '../../services/applications/schedule-interview.ts';

const path = '/api/applications/:id';

function applicationId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw new AppError('not_found');
  return id;
}

/**
 * One application, for its applicant, its restaurant or an admin (404 for anyone else):
 * GET (the page), POST …/status (a move from the transition map, with a note), PUT …/notes
 * (the restaurant's private notes), PUT …/interview (schedule or reschedule), DELETE …/interview,
 * POST …/decision/extend (the venue's one extension of the decision window), POST
 * …/certificates/:certificateId/check (the venue saw a certificate's document).
 * Every change answers with the application as it now is.
 */
export function registerApplicationRoutes(app: App, ctx: AppContext): void {
  const signedIn = { preValidation: requireUser(ctx) };
  const reread = (request: FastifyRequest): Promise<ApplicationDetail> =>
    readApplication(ctx, userOf(request), applicationId(request));

  const doc = (summary: string, more: Omit<RouteDoc, 'summary' | 'access'> = {}): RouteDoc => ({
    summary,
    access: 'signed-in',
    owner: true,
    answer: applicationDetail,
    ...more,
  });

  app.post(
    apiPaths.applicationsBulkStatus,
    {
      preValidation: requireUser(ctx, 'restaurant'),
      schema: {
        body: bulkStatusInput,
        doc: {
          summary: 'Move several of my applications to one status, with a message template',
          description:
            'Each id is moved as one move would be (the transition map, the applicant told); ' +
            'one refusal does not stop the others. With `templateId`, each applicant then gets ' +
            "the template's words with {name}, {job} and {venue} filled in.",
          access: ['restaurant'],
          answer: bulkStatusAnswer,
          // A template that is not the venue's.
          errors: ['not_found'],
        },
      },
    },
    async (request) => bulkChangeStatus(ctx, userOf(request), request.body, request.log),
  );
  app.get(
    path,
    {
      ...signedIn,
      schema: { doc: doc('An application, for its applicant, restaurant or an admin') },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return reread(request);
    },
  );
  app.post(
    `${path}/status`,
    {
      ...signedIn,
      schema: {
        body: statusChangeInput,
        doc: doc('Move an application to another status, with a note', {
          errors: ['status_move_refused'],
        }),
      },
    },
    async (request) => {
      await changeApplicationStatus(ctx, userOf(request), applicationId(request), request.body);
      await announceApplicationChange(ctx, request.log, applicationId(request), 'both');
      return reread(request);
    },
  );
  app.post(
    `${path}/decision/extend`,
    {
      ...signedIn,
      schema: {
        doc: doc('Extend, once, the days the venue has to decide before the application closes', {
          errors: ['decision_extend_refused'],
        }),
      },
    },
    async (request) => {
      await extendDecision(ctx, userOf(request), applicationId(request));
      await announceApplicationChange(ctx, request.log, applicationId(request), 'both');
      return reread(request);
    },
  );
  app.post(
    `${path}/certificates/:certificateId/check`,
    {
      ...signedIn,
      schema: {
        doc: doc("Mark a certificate of the applicant's resume, with its document, as checked", {
          errors: ['certificate_check_unavailable'],
        }),
      },
    },
    async (request) => {
      const { certificateId } = request.params as { certificateId: string };
      if (!isUuid(certificateId)) throw new AppError('not_found');
      await checkCertificate(ctx, userOf(request), applicationId(request), certificateId);
      return reread(request);
    },
  );
  app.put(
    `${path}/notes`,
    {
      ...signedIn,
      schema: {
        body: applicationNotesInput,
        doc: doc("Save the restaurant's private notes on an application"),
      },
    },
    async (request) => {
      await saveApplicationNotes(ctx, userOf(request), applicationId(request), request.body.notes);
      return reread(request);
    },
  );
  app.put(
    `${path}/interview`,
    {
      ...signedIn,
      schema: {
        body: interviewInput,
        doc: doc('Schedule or reschedule the interview', { errors: ['interview_not_allowed'] }),
      },
    },
    async (request) => {
      await scheduleInterview(ctx, userOf(request), applicationId(request), request.body);
      await announceApplicationChange(ctx, request.log, applicationId(request), 'both');
      return reread(request);
    },
  );
  app.delete(
    `${path}/interview`,
    { ...signedIn, schema: { doc: doc('Cancel the interview') } },
    async (request) => {
      await cancelInterview(ctx, userOf(request), applicationId(request));
      await announceApplicationChange(ctx, request.log, applicationId(request), 'both');
      return reread(request);
    },
  );
}
