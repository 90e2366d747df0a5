import { join } from 'node:path';
import { createAuth, type Auth } from './auth/create-auth.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/open-database.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { createLocalDiskStorage } from './storage/local-disk-storage.ts';

export interface AppServices {
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
}

/**
 * The services every part of the server shares: mail, then auth (which sends mail), and file
 * storage on local disk under DATA_DIR/files (next to the database and the mail outbox).
 */
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
  const storage = createLocalDiskStorage(join(config.DATA_DIR, 'files'));
  return { mailer, storage, auth: await createAuth(database.db, config, mailer) };
}
