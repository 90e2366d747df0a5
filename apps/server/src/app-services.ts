import { createAuth, type Auth } from './auth/create-auth.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/open-database.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

export interface AppServices {
  auth: Auth;
  mailer: Mailer;
}

/** The services every part of the server shares: mail, then auth (which sends mail). */
export async function createServices(
  database: Database,
  config: Config,
  log: (message: string) => void,
): Promise<AppServices> {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log,
  });
  return { mailer, auth: await createAuth(database.db, config, mailer) };
}
