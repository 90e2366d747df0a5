import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { paths } from '@brigade/shared/routes';
import type { APIRequestContext } from '@playwright/test';
import {
  freePort,
  spawnServer,
  type ServerProcess,
} from '../../apps/server/src/testing/server-process.ts';
import { createAccount } from '../support/accounts.ts';
import { expect, isPhone, test } from '../support/fixtures.ts';
import { applyTo, giveVenue, postJob } from '../support/jobs.ts';
import {
  liveChannelOpen,
  sendMessage,
  startConversation,
  threadMessages,
} from '../support/messaging.ts';
import { saveResume } from '../support/resumes.ts';

const databaseServer = process.env.TEST_DATABASE_URL;

/**
 * Two Brigade processes on one PostgreSQL database, as behind a load balancer: a browser
 * connected to one sees, live, a message sent through the other (LISTEN/NOTIFY between them).
 */
test('a message sent through one server process reaches a browser connected to another', async ({
  browser,
  playwright,
  clientIp,
}, testInfo) => {
  test.skip(!databaseServer, 'needs a PostgreSQL server: set TEST_DATABASE_URL');
  test.skip(isPhone(testInfo.project.name), 'about servers, not screen sizes: desktop only');
  test.setTimeout(120_000);
  const serverUrl = databaseServer ?? '';

  const name = `brigade_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  const requests: APIRequestContext[] = [];
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${name}`;

    // Started one after the other: the first applies the migrations.
    const start = async () => {
      const port = await freePort();
      const dataDir = await mkdtemp(join(tmpdir(), 'brigade-e2e-process-'));
      dirs.push(dataDir);
      const url = `http://127.0.0.1:${port}`;
      const server = spawnServer({
        DATABASE_URL: databaseUrl.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: url,
        TRUST_PROXY: '1',
        ...(process.env.BRIGADE_WEB_DIST ? { BRIGADE_WEB_DIST: process.env.BRIGADE_WEB_DIST } : {}),
      });
      servers.push(server);
      await server.healthy(port);
      return url;
    };
    const processA = await start();
    const processB = await start();

    // Two people, signed up and hiring through process A.
    const through = async (baseURL: string, ip: string) => {
      const request = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': ip },
      });
      requests.push(request);
      return request;
    };
    const restaurantApi = await through(processA, clientIp);
    const applicantApi = await through(processA, clientIp.replace(/\.(\d+)$/, '.254'));
    const restaurant = await createAccount(restaurantApi, testInfo, { userType: 'restaurant' });
    // Its own database: the run's admin cannot grant plans there; one listing is all it needs.
    await giveVenue(restaurantApi, restaurant, { venueName: 'Casa Dos', plan: null });
    const job = await postJob(restaurantApi);
    const applicant = await createAccount(applicantApi, testInfo);
    await saveResume(applicantApi);
    const applicationId = await applyTo(applicantApi, job.id);
    const conversation = await startConversation(restaurantApi, applicant.user.id, applicationId);

    // The applicant's browser talks to process B only.
    const context = await browser.newContext({
      baseURL: processB,
      viewport: testInfo.project.use.viewport,
      storageState: await applicantApi.storageState(),
    });
    const page = await context.newPage();
    const live = liveChannelOpen(page);
    await page.goto(paths.conversation(conversation.id));
    await live;
    await expect(page.getByText('No messages yet. Write the first one below.')).toBeVisible();

    await sendMessage(restaurantApi, conversation.id, 'Sent through process A');
    await expect(threadMessages(page)).toHaveText([/Sent through process A/]);
    expect(new URL(page.url()).origin).toBe(processB);
    await context.close();
  } finally {
    await Promise.all(requests.map((request) => request.dispose()));
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
});
