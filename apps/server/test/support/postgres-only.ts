import { inject } from 'vitest';

/**
 * For a file that needs a PostgreSQL server (several processes on one database, killing
 * backends): the run's database target, and what its describe title adds to say where it runs
 * or why it is skipped.
 */
export function postgresOnly() {
  const target = inject('testDatabase');
  const why =
    target.kind === 'postgres'
      ? ''
      : process.env.TEST_DATABASE_URL
        ? ' (runs in the api-postgres project)'
        : ' (skipped: no PostgreSQL server configured; set TEST_DATABASE_URL)';
  return { target, why };
}
