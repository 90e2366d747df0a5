import { jobAssigneeInput, jobFollowInput } from '@brigade/shared/jobs/job-requests';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { assignJob, followJob } from '../../services/jobs/job-watchers.ts';
import { jobIdParams, jobRoutes } from './job-route-params.ts';

/**
 * PUT /api/jobs/:id/follow { following } and PUT /api/jobs/:id/assignee { assigneeId } (teams):
 * who hears of a listing's applications, for the members who work for its venue.
 */
export function registerJobWatcherRoutes(app: App, ctx: AppContext): void {
  const members = { preValidation: requireUser(ctx, 'restaurant') };
  app.put(
    jobRoutes.follow,
    {
      ...members,
      schema: {
        params: jobIdParams,
        body: jobFollowInput,
        doc: {
          summary: 'Follow a listing of my venue, or stop',
          owner: true,
          access: ['restaurant'],
          status: 204,
          errors: ['job_removed'],
        },
      },
    },
    async (request, reply) => {
      await followJob(ctx, userOf(request), request.params.id, request.body.following);
      return reply.code(204).send();
    },
  );
  app.put(
    jobRoutes.assignee,
    {
      ...members,
      schema: {
        params: jobIdParams,
        body: jobAssigneeInput,
        doc: {
          summary: 'Give a listing of my venue to a member who works for it',
          owner: true,
          access: ['restaurant'],
          status: 204,
          errors: ['job_removed'],
        },
      },
    },
    async (request, reply) => {
      await assignJob(ctx, userOf(request), request.params.id, request.body.assigneeId);
      return reply.code(204).send();
    },
  );
}
