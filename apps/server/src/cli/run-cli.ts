import { createServices } from '../app/app-services.ts';
import { loadConfig, type Config } from '../config/env.ts';
import type { AppContext } from '../core/app-context.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase, type Database } from '../db/open-database.ts';

/** What a command-line task is given: the configuration, the migrated database, the context. */
export interface CliRun {
  config: Config;
  database: Database;
  /**
   * The app context, its services (mail, auth, storage; the live hub is never started) made the
   * first time it is asked for, so a task that stops early makes none of them.
   */
  context(): Promise<AppContext>;
}

/**
 * Starts a command-line script (npm run create-admin, npm run seed:demo) the one way: loads the
 * configuration, opens the configured database (DATABASE_URL, else the embedded engine in
 * DATA_DIR) and migrates it, then runs `task`. A database that cannot be opened is reported in
 * one line and exits with 1; a failing task is reported by `report` and sets exit code 1. The
 * database is closed either way.
 */
export async function runCli(
  task: (run: CliRun) => Promise<void>,
  options: {
    /** Where the services' messages go (mail delivery and the like). */
    log: (message: string) => void;
    report: (error: unknown) => void;
  },
): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'embedded', dataDir: config.DATA_DIR },
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  try {
    const schemaVersion = await migrateDatabase(database);
    let context: Promise<AppContext> | undefined;
    await task({
      config,
      database,
      context: () =>
        (context ??= createServices(database, config, options.log).then((services) => ({
          config,
          database,
          schemaVersion,
          ...services,
        }))),
    });
  } catch (error) {
    options.report(error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
