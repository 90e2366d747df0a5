import { jobAlertsAnswer, jobAlertView } from '@brigade/shared/api/job-alert-answers';
import {
  jobAlertChangeInput,
  jobAlertInput,
  type JobAlertsAnswer,
  type JobAlertView,
} from '@brigade/shared/jobs/job-alerts';
import { apiPaths } from '@brigade/shared/routes';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RateLimitRule } from '../../config/rate-limit-rule.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { changeJobAlert, deleteJobAlert } from '../../services/job-alerts/change-job-alert.ts';
import { createJobAlert } from '../../services/job-alerts/create-job-alert.ts';
import { listJobAlerts } from '../../services/job-alerts/list-job-alerts.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';

/**
 * Creating alerts, per account: the plan's limit (10, or 30 on Pro) bounds what is kept, this
 * the churn of creating and deleting them (each creation takes a per-person lock).
 */
const createRule: RateLimitRule = { max: 40, windowMs: 60 * 60_000 };

const one = `${apiPaths.jobAlerts.list}/:id`;
/** `:id` as given: a malformed one is answered 404 by the service, like someone else's alert. */
const alertParams = z.object({ id: z.string().max(64) });

/**
 * Job alerts (issue 14), for applicants: list, create, change (rename, pause or resume,
 * frequency) and delete their own saved searches. Someone else's alert is a 404.
 */
export function registerJobAlertRoutes(app: App, ctx: AppContext): void {
  const applicants = { preValidation: requireUser(ctx, 'applicant') };
  const perAccount = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'create-job-alert',
      keys: [`account:${userOf(request).id}`],
      rule: createRule,
    });

  app.get(
    apiPaths.jobAlerts.list,
    {
      ...applicants,
      schema: {
        doc: { summary: 'My job alerts', access: ['applicant'], answer: jobAlertsAnswer },
      },
    },
    async (request): Promise<JobAlertsAnswer> => listJobAlerts(ctx, userOf(request).id),
  );
  app.post(
    apiPaths.jobAlerts.list,
    {
      preValidation: [requireUser(ctx, 'applicant'), perAccount],
      schema: {
        body: jobAlertInput,
        doc: {
          summary: 'Save a Browse Jobs search as a job alert',
          access: ['applicant'],
          status: 201,
          answer: jobAlertView,
          errors: ['plan_alert_limit', 'plan_instant_alerts', 'rate_limited'],
        },
      },
    },
    async (request, reply): Promise<JobAlertView> => {
      const alert = await createJobAlert(ctx, userOf(request).id, request.body);
      return reply.code(201).send(alert);
    },
  );
  app.patch(
    one,
    {
      ...applicants,
      schema: {
        params: alertParams,
        body: jobAlertChangeInput,
        doc: {
          summary: 'Rename, pause or resume my job alert, or change how often it mails',
          access: ['applicant'],
          owner: true,
          answer: jobAlertView,
          errors: ['plan_instant_alerts'],
        },
      },
    },
    async (request): Promise<JobAlertView> =>
      changeJobAlert(ctx, userOf(request).id, request.params.id, request.body),
  );
  app.delete(
    one,
    {
      ...applicants,
      schema: {
        params: alertParams,
        doc: { summary: 'Delete my job alert', access: ['applicant'], owner: true, status: 204 },
      },
    },
    async (request, reply) => {
      await deleteJobAlert(ctx, userOf(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
