import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerSubmitContactMessage } from '../routes/contact/submit-contact-message.ts';
import { registerHealthRoute } from '../routes/health.ts';
import type { App, AppContext } from './app-types.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerWebApp } from './web-app.ts';

export interface BuildAppOptions extends AppContext {
  /** The built web app's folder; without one, only the API is served. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Assembles the HTTP server: headers, errors, API routes and the web app. Does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { webDist, logger = false, ...ctx } = options;
  const app = Fastify({
    logger,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; anything else is refused (415) instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  await registerSecurityHeaders(app, ctx.config.APP_URL);
  await app.register(compress, { global: true, threshold: 1024 });

  registerHealthRoute(app, ctx);
  registerSubmitContactMessage(app, ctx);
  await registerWebApp(app, webDist);
  return app;
}
