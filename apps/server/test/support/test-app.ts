import { afterAll, beforeAll, inject } from 'vitest';
import { createServices } from '../../src/app/app-services.ts';
import type { Auth } from '../../src/auth/create-auth.ts';
import { argon2idHashing } from '../../src/auth/password-hashing.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase, type Database } from '../../src/db/open-database.ts';
import type { App } from '../../src/http/app-types.ts';
import type { AppContext } from '../../src/core/app-context.ts';
import { buildApp, type BuildAppOptions } from '../../src/app/build-app.ts';
import { workerDatabase } from './worker-database.ts';

/**
 * Argon2id at a cost of 1 MiB and one iteration instead of OWASP's 19 MiB and two: the API tests
 * hash and check about 1,400 passwords per engine, some 25 core-seconds at the real cost. Still
 * Argon2id through better-auth; the real cost is proven in src/auth/password-hashing.test.ts,
 * and the end-to-end server runs with it.
 */
const testPasswordHashing = argon2idHashing({ memoryCost: 1024, timeCost: 1 });

export interface TestApp {
  app: App;
  database: Database;
  auth: Auth;
  /** The app's context, for tests that call services directly. */
  ctx: AppContext;
}

/**
 * Opens this test file's database: the worker's embedded engine reset to the migrated template,
 * or the run's PostgreSQL database (shared by every file, so tests make their own data).
 */
export async function openTestDatabase(): Promise<Database> {
  const target = inject('testDatabase');
  return target.kind === 'embedded'
    ? workerDatabase(target.templateFile)
    : openDatabase({ kind: 'postgres', url: target.url, poolSize: 4 });
}

/**
 * A real app on a real database for one test file, closed after it. Tests make their own data
 * (and use their own client IPs), so files never depend on each other.
 */
export function useTestApp(
  options: Partial<Omit<BuildAppOptions, 'database'>> & {
    configure?: (app: App, ctx: AppContext) => void;
    /** Hash passwords at the product's own cost, not the tests' cheaper one. */
    productPasswordCost?: boolean;
    /** A database of the test's own instead of the run's migrated one. */
    openDatabase?: () => Promise<Database>;
  } = {},
): TestApp {
  const { configure, productPasswordCost, openDatabase: openOwn, ...buildOptions } = options;
  const handle = {} as TestApp;
  beforeAll(async () => {
    handle.database = await (openOwn ?? openTestDatabase)();
    const config = buildOptions.config ?? loadConfig({});
    const services = await createServices(handle.database, config, () => undefined, {
      passwordHashing: productPasswordCost ? undefined : testPasswordHashing,
    });
    handle.auth = services.auth;
    const ctx: AppContext = {
      config,
      ...services,
      schemaVersion: 'test',
      ...buildOptions,
      database: handle.database,
    };
    handle.ctx = ctx;
    handle.app = await buildApp(ctx);
    configure?.(handle.app, ctx);
    await handle.app.ready();
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
  });
  return handle;
}

let ipCounter = 0;
/** A client address of its own, so per-IP rate limits never leak between tests or runs. */
export function uniqueIp(): string {
  ipCounter += 1;
  const seed = (process.pid * 7919 + Date.now() + ipCounter * 104_729) % 16_777_216;
  return `10.${(seed >> 16) & 255}.${(seed >> 8) & 255}.${seed & 255}`;
}
