import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/create-auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/open-database.ts';
import type { LiveHub } from '../services/live/live-hub.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every route may use; handed to each route's register function. */
export interface AppContext {
  config: Config;
  database: Database;
  schemaVersion: string;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  live: LiveHub;
}
