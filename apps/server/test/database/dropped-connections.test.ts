import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/build-app.ts';
import { createServices } from '../../src/app/app-services.ts';
import { loadConfig } from '../../src/config/env.ts';
import type { AppContext } from '../../src/core/app-context.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { signedInUser } from '../support/accounts.ts';
import { resumeDefaults } from '../support/resumes.ts';
import type { TestApp } from '../support/test-app.ts';
import { startCuttableProxy, type CuttableProxy } from './cuttable-proxy.ts';
import { postgresOnly } from '../support/postgres-only.ts';

const { target, why } = postgresOnly();
const serverUrl = target.kind === 'postgres' ? target.url : '';

// Decision 016. The app reaches the run's PostgreSQL database through a proxy whose cable the
// test cuts as a statement goes out; its sessions carry their own application_name, so the
// backends this file ends are its own, never those of the test files running beside it.
describe.runIf(target.kind === 'postgres')(`a dropped database connection${why}`, () => {
  const t = {} as TestApp;
  let proxy: CuttableProxy;
  let direct: pg.Client;
  const applicationName = `brigade-dropped-${process.pid}`;

  beforeAll(async () => {
    proxy = await startCuttableProxy(serverUrl);
    const url = new URL(proxy.url);
    url.searchParams.set('application_name', applicationName);
    t.database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    const config = loadConfig({});
    const services = await createServices(t.database, config, () => undefined);
    t.auth = services.auth;
    const ctx: AppContext = { config, ...services, schemaVersion: 'test', database: t.database };
    t.ctx = ctx;
    t.app = await buildApp(ctx);
    await t.app.ready();
    direct = new pg.Client({ connectionString: serverUrl });
    await direct.connect();
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
    await direct?.end();
    await proxy?.close();
  });

  const saveResume = (cookie: string, headline: string = resumeDefaults.headline) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      payload: { ...resumeDefaults, headline },
      headers: { cookie },
    });
  const readResume = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/resume', headers: { cookie } });
  const storedResumes = async (applicantId: string) =>
    (await direct.query('SELECT headline FROM resumes WHERE applicant_id = $1', [applicantId]))
      .rows;

  it('answers a read from a fresh connection when the first one drops', async () => {
    const { user, cookie } = await signedInUser(t, 'applicant');
    expect((await saveResume(cookie)).statusCode).toBe(200);

    const cutsBefore = proxy.cuts();
    proxy.cutNextStatements(1);
    const read = await readResume(cookie);
    expect(proxy.cuts()).toBe(cutsBefore + 1);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().resume).toMatchObject({ applicantId: user.id });
  });

  it('answers 503 when the read’s second connection drops too', async () => {
    const { cookie } = await signedInUser(t, 'applicant');
    proxy.cutNextStatements(2);
    const read = await readResume(cookie);
    expect(read.statusCode).toBe(503);
    expect(read.json().error.code).toBe('service_unavailable');
    // The next request finds the database again.
    expect((await readResume(cookie)).statusCode).toBe(200);
  });

  it('answers a write whose transaction was cut 503 with Retry-After, and keeps none of it', async () => {
    const { user, cookie } = await signedInUser(t, 'applicant');
    // Saving a resume inserts it, then updates the user's profileComplete: holding a share lock
    // on the user row lets the insert through and stops the update, mid-transaction.
    const locker = new pg.Client({ connectionString: serverUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM users WHERE id = $1 FOR SHARE', [user.id]);
      const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
        .rows[0]?.pid;

      const saving = saveResume(cookie, 'Half-written head chef');
      const waiting = await waitFor(async () => {
        const { rows } = await direct.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE application_name = $1 AND $2 = ANY(pg_blocking_pids(pid))`,
          [applicationName, lockerPid],
        );
        return rows[0]?.pid;
      });
      await direct.query('SELECT pg_terminate_backend($1)', [waiting]);

      const saved = await saving;
      expect(saved.statusCode, saved.body).toBe(503);
      expect(saved.headers['retry-after']).toBe('2');
      expect(saved.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message:
            'Brigade briefly lost its connection and could not finish this. Please try again in a moment.',
        },
      });
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    // The server rolled back the transaction: the resume it had inserted is not there.
    expect(await storedResumes(user.id)).toEqual([]);

    // Trying again, as the message says, saves it.
    expect((await saveResume(cookie, 'Head chef')).statusCode).toBe(200);
    expect(await storedResumes(user.id)).toEqual([{ headline: 'Head chef' }]);
  });
});

/** Polls `probe` every 20 ms until it finds something (5 s at most). */
async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 250; tries += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    await delay(20);
  }
  throw new Error('waited 5 s in vain');
}
