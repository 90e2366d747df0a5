import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createServices, type AppServices } from './app-services.ts';
import { startWorkQueue } from './start-work-queue.ts';
import { fastifyTrustProxy } from '../config/trust-proxy.ts';
import { registerDataExport } from '../routes/account/data-export.ts';
import { registerSetAccountLanguage } from '../routes/account/set-account-language.ts';
import { registerMailPreferenceRoutes } from '../routes/mail-preferences/register-mail-preference-routes.ts';
import { registerDeleteAccount } from '../routes/account/delete-account.ts';
import { registerAdminUserRoutes } from '../routes/admin/users/register-admin-user-routes.ts';
import { registerProfileRoutes } from '../routes/profile/profile-routes.ts';
import { registerJobRoutes } from '../routes/jobs/register-job-routes.ts';
import { registerGetVenuePage } from '../routes/venues/get-venue-page.ts';
import { registerSavedJobRoutes } from '../routes/saved-jobs/register-saved-job-routes.ts';
import { registerJobAlertRoutes } from '../routes/job-alerts/register-job-alert-routes.ts';
import { registerMessageTemplateRoutes } from '../routes/message-templates/register-message-template-routes.ts';
import { registerApplicationTagRoutes } from '../routes/application-tags/register-application-tag-routes.ts';
import { registerOrganisationRoutes } from '../routes/organisations/register-organisation-routes.ts';
import { registerGetPlan } from '../routes/plans/get-plan.ts';
import { registerPlanBillingRoutes } from '../routes/plans/plan-billing-routes.ts';
import { registerStripeWebhook } from '../routes/plans/stripe-webhook.ts';
import { registerProfilePictureRoutes } from '../routes/profile/profile-picture-routes.ts';
import { registerServeProfilePicture } from '../routes/files/serve-profile-picture.ts';
import { registerStoredFileRoutes } from '../routes/stored-files/stored-file-routes.ts';
import { registerUploadRoutes } from '../routes/uploads/upload-routes.ts';
import { registerForgotPassword } from '../routes/auth/forgot-password.ts';
import { registerGetSession } from '../routes/auth/get-session.ts';
import { registerResetPassword } from '../routes/auth/reset-password.ts';
import { registerSignIn } from '../routes/auth/sign-in.ts';
import { registerTwoFactor } from '../routes/auth/two-factor.ts';
import { registerSignOut } from '../routes/auth/sign-out.ts';
import { registerSignUp } from '../routes/auth/sign-up.ts';
import { registerSocialSignIn } from '../routes/auth/social-sign-in.ts';
import { registerApplicationRoutes } from '../routes/applications/application-routes.ts';
import { registerInterviewAnswerRoutes } from '../routes/applications/interview-answer-routes.ts';
import { registerInterviewCalendarRoute } from '../routes/applications/interview-calendar-route.ts';
import { registerAttachmentRoutes } from '../routes/applications/attachment-routes.ts';
import { registerApplyToJob } from '../routes/applications/apply-to-job.ts';
import { registerListApplications } from '../routes/applications/list-applications.ts';
import { registerNotificationRoutes } from '../routes/notifications/notification-routes.ts';
import { registerCountApplications } from '../routes/applications/count-applications.ts';
import { registerBrowseResumes } from '../routes/resumes/browse-resumes.ts';
import { registerOwnResumeRoutes } from '../routes/resumes/own-resume-routes.ts';
import { registerResumeCvRoutes } from '../routes/resumes/resume-cv-routes.ts';
import { registerLiveChannel } from '../routes/live/live-channel.ts';
import { registerMessagingRoutes } from '../routes/messaging/register-messaging-routes.ts';
import { checkSameOrigin } from '../http/same-origin-check.ts';
import { registerSubmitContactMessage } from '../routes/contact/submit-contact-message.ts';
import { registerCrawlerRoutes } from '../routes/crawlers/register-crawler-routes.ts';
import { registerHealthRoute } from '../routes/health.ts';
import { registerSecurityRoutes } from '../routes/admin/security/register-security-routes.ts';
import { registerAdminContentRoutes } from '../routes/admin/register-admin-content-routes.ts';
import type { App } from '../http/app-types.ts';
import type { AppContext } from '../core/app-context.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { frameworkErrorHandler } from '../http/framework-errors.ts';
import { refuseUnstorableInput } from '../http/refuse-unstorable-input.ts';
import { logRequests } from '../http/request-log.ts';
import { registerOpenApi } from '../http/openapi.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { registerWebApp } from '../http/web-app.ts';
import { registerServerRenderedPages } from '../routes/pages/server-rendered-pages.ts';
import { registerJobCardRoute } from '../routes/pages/job-card.ts';

export interface BuildAppOptions extends Omit<AppContext, keyof AppServices>, Partial<AppServices> {
  /** The built web app's folder; without one, only the API is served. */
  webDist?: string;
  /**
   * Run the job queue's worker in this process (the server does; tests drain the queue
   * themselves, when they choose).
   */
  runQueue?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Assembles the HTTP server: headers, errors, API routes and the web app. Does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const {
    webDist,
    runQueue = false,
    logger = false,
    auth,
    mailer,
    storage,
    live,
    ...base
  } = options;
  // Request ids for the logs: unique across processes and restarts (a random prefix for this
  // app, then a count) without a random UUID per request (1.4% of /api/health's time, issue 20).
  const requestIdPrefix = randomBytes(6).toString('hex');
  let requests = 0;
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(base.config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    genReqId: () => `${requestIdPrefix}-${(requests += 1).toString(36)}`,
    // One log line per request (see logRequests) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler(base.config.APP_URL),
  }).withTypeProvider<ZodTypeProvider>();
  // Services made elsewhere (tests) are used as given; otherwise made here, logging to the app.
  const services =
    auth && mailer && storage && live
      ? { auth, mailer, storage, live }
      : await createServices(base.database, base.config, (message) => app.log.info(message), {
          liveLog: (level, message) => app.log[level](message),
        });
  const ctx: AppContext = { ...base, ...services };
  // Live streams never finish by themselves: end them first, or closing would wait for them.
  await ctx.live.start();
  app.addHook('preClose', async () => ctx.live.closeStreams());
  app.addHook('onClose', () => ctx.live.stop());
  if (runQueue) startWorkQueue(app, ctx);
  // After the queue's worker finished the mail in hand.
  app.addHook('onClose', async () => ctx.mailer.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; anything else is refused (415) instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app, ctx);
  logRequests(app);
  registerSecurityHeaders(app, ctx.config.APP_URL);
  // Static files are pre-compressed at build time. API routes that can return large bodies opt in
  // with `compress` in their route options; small JSON answers skip the per-response hook.
  await app.register(compress, { global: false, threshold: 1024 });
  await registerOpenApi(app, ctx.config.APP_URL);

  checkSameOrigin(app, ctx.config.APP_URL);
  refuseUnstorableInput(app);

  registerHealthRoute(app, ctx);
  registerSubmitContactMessage(app, ctx);
  registerSignUp(app, ctx);
  registerSignIn(app, ctx);
  registerTwoFactor(app, ctx);
  registerSignOut(app, ctx);
  registerGetSession(app, ctx);
  registerForgotPassword(app, ctx);
  registerResetPassword(app, ctx);
  registerSocialSignIn(app, ctx);
  registerDeleteAccount(app, ctx);
  registerDataExport(app, ctx);
  registerSetAccountLanguage(app, ctx);
  registerMailPreferenceRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerGetVenuePage(app, ctx);
  registerSavedJobRoutes(app, ctx);
  registerJobAlertRoutes(app, ctx);
  registerMessageTemplateRoutes(app, ctx);
  registerApplicationTagRoutes(app, ctx);
  registerOrganisationRoutes(app, ctx);
  registerGetPlan(app, ctx);
  registerPlanBillingRoutes(app, ctx);
  registerStripeWebhook(app, ctx);
  registerProfilePictureRoutes(app, ctx);
  registerServeProfilePicture(app, ctx);
  registerStoredFileRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerOwnResumeRoutes(app, ctx);
  registerBrowseResumes(app, ctx);
  registerResumeCvRoutes(app, ctx);
  registerApplyToJob(app, ctx);
  registerListApplications(app, ctx);
  registerCountApplications(app, ctx);
  registerApplicationRoutes(app, ctx);
  registerInterviewCalendarRoute(app, ctx);
  registerInterviewAnswerRoutes(app, ctx);
  registerAttachmentRoutes(app, ctx);
  registerMessagingRoutes(app, ctx);
  registerLiveChannel(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerAdminUserRoutes(app, ctx);
  registerAdminContentRoutes(app, ctx);
  registerSecurityRoutes(app, ctx);
  // robots.txt, sitemaps and job feeds: real routes, so the web app's fallback never sees them.
  registerCrawlerRoutes(app, ctx);
  // Before the web app's fallback: /, /jobs and /jobs/:id rendered on the server.
  registerServerRenderedPages(app, ctx, webDist);
  // Job pages' share card (og:image): drawn by the server, so served with or without a web build.
  registerJobCardRoute(app, ctx);
  await registerWebApp(app, webDist);
  return app;
}
