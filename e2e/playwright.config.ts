import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { e2eOidcClient } from './support/local-oidc-client.ts';
import { rootAdmin } from './support/root-admin.ts';

/**
 * End-to-end journeys in Debian's Chromium against the production server (built web app) on a
 * fresh data directory per run. No retries: a flaky test is a bug to fix.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Set once by the runner; the worker processes inherit it, so all agree on one directory.
process.env.BRIGADE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'brigade-e2e-'));
const serverMain = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const createAdminMain = fileURLToPath(
  new URL('../apps/server/src/cli/create-admin.ts', import.meta.url),
);
// The run's first admin, made with the product's own CLI before the server takes the data
// directory (public sign-up never makes admins); admin journeys start from it.
const rootAdminArgs = [
  `--email ${rootAdmin.email}`,
  `--password '${rootAdmin.password}'`,
  `--first-name ${rootAdmin.firstName}`,
  `--last-name ${rootAdmin.lastName}`,
].join(' ');
// A real OpenID provider beside the server, for the social sign-in journeys.
const oidcPort = port + 1;
const oidcMain = fileURLToPath(new URL('./support/run-local-oidc-provider.ts', import.meta.url));
// And a real SMTP server: the e2e server's mail goes through it into the run's data directory.
const smtpPort = port + 2;
const smtpMain = fileURLToPath(new URL('./support/run-smtp-sink.ts', import.meta.url));
const mailDir = join(process.env.BRIGADE_E2E_DATA_DIR, 'smtp-inbox');

export default defineConfig({
  testDir: './tests',
  // Parallel runs (several engineers on one machine) each keep their own artefacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/test-reports/playwright.json',
      },
    ],
  ],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    // One browser context per worker, reset by Playwright between tests (cookies, storage,
    // cache, extra pages): a new context per test, a new renderer process and a cold start of
    // the app each time, was most of a short test's time (decision 014).
    reuseContext: true,
    // No traces: recording one for every test (to keep it on failure) cost a third of the run
    // with its screencast and a tenth without; a failure keeps its call log and a screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker would answer requests before page.route() sees them; the one
    // journey about the installable app allows it in a context of its own.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's headless shell of Chromium (package chromium-headless-shell): the same engine
      // as /usr/bin/chromium without the browser's window machinery, which is what Playwright
      // itself runs headless; a fifth less CPU per journey (decision 019). CHROMIUM_PATH runs
      // the journeys in another build, e.g. /usr/bin/chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Chromium's own background connections are refused on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Once per run, before the others: the root admin's two-factor set-up and saved session.
    { name: 'setup', testDir: './setup', testMatch: /\.setup\.ts$/ },
    // Every journey runs at desktop width; at 390 px, the ones about small screens (tagged
    // @phone: the slide-out menu, folding filters, list → thread, the per-page axe checks…)
    // and a smoke of each role's main journey (decision 014).
    {
      name: 'phone',
      grep: /@phone/,
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node ${JSON.stringify(smtpMain)} ${smtpPort} ${JSON.stringify(mailDir)}`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node ${JSON.stringify(oidcMain)} ${oidcPort} ${baseURL}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node ${JSON.stringify(createAdminMain)} ${rootAdminArgs} && node ${JSON.stringify(serverMain)}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // The CLI makes the root admin first (migrations, Argon2), then the server starts: slow
      // under load, so it gets more than the other services.
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.BRIGADE_E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        ...(process.env.BRIGADE_WEB_DIST ? { BRIGADE_WEB_DIST: process.env.BRIGADE_WEB_DIST } : {}),
        // Each test sends its own X-Forwarded-For (support/fixtures.ts), so per-IP rate limits
        // never couple tests together.
        TRUST_PROXY: '1',
        // Links in e-mails and the provider's redirect point at this server.
        APP_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // New applications and status changes are mailed within a second or two, not minutes.
        MAIL_BATCH_DELAY: '1s',
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: e2eOidcClient.id,
        OIDC_CLIENT_SECRET: e2eOidcClient.secret,
        OIDC_NAME: e2eOidcClient.name,
      },
    },
  ],
});
