import { test as base, expect } from '@playwright/test';

let counter = 0;

/**
 * Playwright's `test` with a client address of its own per test (sent as X-Forwarded-For, which
 * the e2e server trusts), so server-side per-IP rate limits never couple tests together.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, use, testInfo) => {
    counter += 1;
    const n = (testInfo.workerIndex * 10_000 + counter) % 65_536;
    await use(`10.77.${n >> 8}.${n & 255}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
});

export { expect };

/** Whether this test runs in the 390 px phone project. */
export const isPhone = (projectName: string) => projectName === 'phone';
