/**
 * Starts Brigade: validates the configuration, opens and migrates the database, then listens.
 * Stops gracefully on SIGINT/SIGTERM (in-flight requests finish, the data directory is unlocked).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config/env.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';

// BRIGADE_WEB_DIST: serve a web build from elsewhere (parallel end-to-end runs build their own).
const webDist =
  process.env.BRIGADE_WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * When each step before `listen` finished, in milliseconds since the process started: written to
 * the file BRIGADE_STARTUP_REPORT names, if any (npm run bench -- startup prints them).
 */
const startupSteps: Record<string, number> = {};
const stepDone = (step: string) => {
  startupSteps[step] = Math.round(performance.now());
};

export async function startServer(): Promise<void> {
  stepDone('server module loaded');
  const config = loadConfig();
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // The database opens (the embedded engine starts in its worker thread) while the app's
  // modules load: the two used to take turns, a second of every start. The modules start loading
  // once the data directory is locked and the engine's thread runs: loading them keeps the main
  // thread busy, and the lock's small file steps waited behind it (0.7 s of a 1.6 s start).
  let engineStarting = () => {};
  const starting = new Promise<void>((resolve) => (engineStarting = resolve));
  const opening = openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'embedded', dataDir: config.DATA_DIR },
    { onStarting: engineStarting },
  ).finally(() => stepDone('database open'));
  await Promise.race([starting, opening.catch(() => undefined)]);
  stepDone('engine starting');
  const [opened, loaded] = await Promise.allSettled([
    opening,
    Promise.all([
      import('./build-app.ts'),
      import('../services/maintenance/hourly-maintenance.ts'),
    ]).finally(() => stepDone('app modules loaded')),
  ]);
  if (opened.status === 'rejected') throw opened.reason;
  const database = opened.value;
  try {
    if (loaded.status === 'rejected') throw loaded.reason;
    const [{ buildApp }, { hourlyMaintenance }] = loaded.value;
    const schemaVersion = await migrateDatabase(database);
    stepDone('migrations checked');
    const app = await buildApp({
      config,
      database,
      schemaVersion,
      webDist,
      runQueue: true,
      logger: {
        level: config.LOG_LEVEL,
        redact: ['req.headers.cookie', 'req.headers.authorization'],
        base: null,
        // Buffered, asynchronous writes: a log line per request must not cost a syscall each.
        stream: logStream,
      },
    });
    stepDone('app built');
    await app.listen({ port: config.PORT, host: config.HOST });
    stepDone('listening');
    const report = process.env.BRIGADE_STARTUP_REPORT;
    if (report) await writeFile(report, JSON.stringify(startupSteps));
    const maintain = () => {
      hourlyMaintenance({ database, config }).catch((error: unknown) =>
        app.log.warn({ err: error }, 'hourly maintenance failed'),
      );
    };
    // Once a minute after the start (what it counts, such as venues' responsiveness, is not an
    // hour late after a restart), then every hour.
    const firstMaintenance = setTimeout(maintain, 60_000).unref();
    const pruning = setInterval(maintain, 3_600_000).unref();

    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal} received, shutting down`);
      setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
      clearTimeout(firstMaintenance);
      clearInterval(pruning);
      void app
        .close()
        .then(() => database.close())
        .then(() => logStream.flushSync())
        .then(() => process.exit(0));
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Prints a start-up failure without a stack trace when it is one the operator can act on. */
export function reportStartupFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${process.env.PORT ?? 3000} is already in use. Set PORT to another port.`);
  } else {
    console.error('Brigade could not start:', error);
  }
  process.exit(1);
}
