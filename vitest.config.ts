import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests (shared rules, web catalogues, server units) and API tests. The API tests run on
// embedded PGlite, and on a PostgreSQL server as well when TEST_DATABASE_URL is set: both API
// projects share the run's workers, so the two engines' files run at the same time
// (decision 014).
const apiProject = (engine: 'embedded' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/server/test/**/*.test.ts'],
    globalSetup: ['apps/server/test/support/global-setup.ts'],
    env: { BRIGADE_TEST_ENGINE: engine },
    // A worker keeps its imports (Fastify, better-auth, the AWS SDK, Drizzle) and its embedded
    // engine from one file to the next: files never share state beyond the database, where
    // each makes its own users (and client IPs), and the embedded engine is reset to the
    // template before each file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // A test file mostly waits on its database engine (a worker thread, or PostgreSQL), so a
    // worker per core plus one keeps both cores busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      apiProject('embedded'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
