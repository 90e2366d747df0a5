import { defineConfig } from 'vitest/config';

// Unit tests (shared rules, web catalogues, server units) and API tests. The API tests run on
// embedded PGlite, and a second time on a PostgreSQL server when TEST_DATABASE_URL is set.
const apiProject = (engine: 'embedded' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/server/test/**/*.test.ts'],
    globalSetup: ['apps/server/test/support/global-setup.ts'],
    env: { BRIGADE_TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      apiProject('embedded'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
