import { createAuth, type Auth } from '../auth/create-auth.ts';
import type { PasswordHashing } from '../auth/password-hashing.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/open-database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createLocalBus, type LiveLog } from '../services/live/live-bus.ts';
import { createLiveHub } from '../services/live/live-hub.ts';
import type { LiveHub } from '../core/live-hub.ts';
import { createPostgresBus } from '../services/live/postgres-bus.ts';
import { loadMessage } from '../services/messaging/load-message.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createStorage } from '../storage/create-storage.ts';

export interface AppServices {
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  /** The live channel's hub (not connected until `start`: scripts that only need auth skip it). */
  live: LiveHub;
}

/**
 * The services every part of the server shares: mail, then auth (which sends mail), file
 * storage (local disk under DATA_DIR/files, next to the database and the mail outbox, or an
 * S3-compatible bucket when S3_BUCKET is set), and the live hub — across processes through PostgreSQL LISTEN/NOTIFY on a server, in-process on the
 * embedded engine (one process owns its data directory).
 */
export async function createServices(
  database: Database,
  config: Config,
  log: (message: string) => void,
  options: {
    liveLog?: LiveLog;
    /** Argon2id at OWASP's minimum unless given (the API tests' cheaper cost: test-app.ts). */
    passwordHashing?: PasswordHashing;
  } = {},
): Promise<AppServices> {
  const liveLog = options.liveLog ?? ((_level, message) => log(message));
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log,
  });
  const storage = await createStorage(config);
  const bus =
    database.kind === 'postgres' ? createPostgresBus(database.pool, liveLog) : createLocalBus();
  const live = createLiveHub(bus, (id) => loadMessage(database.db, id));
  const auth = await createAuth(database.db, config, mailer, options.passwordHashing);
  return { mailer, storage, live, auth };
}
