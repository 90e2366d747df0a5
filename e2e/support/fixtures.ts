import { test as base, expect, type BrowserContext, type Response } from '@playwright/test';

/** What the pages of this worker's current test reported as CSP violations. */
const cspViolations: string[] = [];
const watchedContexts = new WeakSet<BrowserContext>();

/** Once per context (contexts are reused from test to test): report each violation here. */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.exposeBinding('__brigadeCspViolation', (_source, violation: string) => {
    cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __brigadeCspViolation(text: string): void })
        .__brigadeCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
}

let counter = 0;

/**
 * Playwright's `test` with a client address of its own per test (sent as X-Forwarded-For, which
 * the e2e server trusts), so server-side per-IP rate limits never couple tests together.
 *
 * The browser context is reused from test to test within a worker (`reuseContext` in the config:
 * Playwright clears cookies, storage and cache between tests), so the address is set on the
 * context at the start of each test rather than as a context option, which would force a new
 * context every time.
 */
export const test = base.extend<{
  clientIp: string;
  clientIpHeader: undefined;
  noCspViolations: undefined;
}>({
  clientIp: async ({}, use, testInfo) => {
    counter += 1;
    const n = (testInfo.workerIndex * 10_000 + counter) % 65_536;
    await use(`10.77.${n >> 8}.${n & 255}`);
  },
  clientIpHeader: [
    async ({ context, clientIp }, use) => {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
      await use(undefined);
    },
    { auto: true },
  ],
  // The pages never break their own Content Security Policy (no eval, no inline script): every
  // violation the browser reports, even one the page's code catches, fails the test.
  noCspViolations: [
    async ({ context }, use) => {
      await watchCspViolations(context);
      cspViolations.length = 0;
      await use(undefined);
      expect(cspViolations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // Server-rendered pages (/, /jobs, /jobs/:id) show their controls before React has hydrated
  // them; a test, unlike a person, acts within milliseconds. After each navigation to an app
  // page, wait until the page has hydrated (<html data-hydrated>, set by the app).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = async (response: Response | null) => {
        if (response?.headers()['content-type']?.startsWith('text/html')) {
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => hydrated(await goto(url, options));
      page.reload = async (options) => hydrated(await reload(options));
    }
    await use(page);
  },
  // The stand-alone API client has no context: it gets the address when it is made.
  request: async ({ playwright, baseURL, clientIp }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    await use(request);
    await request.dispose();
  },
});

export { expect };

/** Whether this test runs in the 390 px phone project. */
export const isPhone = (projectName: string) => projectName === 'phone';
