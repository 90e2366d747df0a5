import type { Auth } from '../auth/create-auth.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/open-database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { LiveHub } from './live-hub.ts';

/**
 * What every route and service may use: handed to each route's register function, and the first
 * argument of every service entry point. Made once by the composition root (app/build-app.ts),
 * or by a command-line script (cli/run-cli.ts).
 */
export interface AppContext {
  config: Config;
  database: Database;
  schemaVersion: string;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  live: LiveHub;
}
