import type { Browser, Page, TestInfo } from '@playwright/test';

/**
 * A second person in the same test (a restaurant beside the applicant): a browser context of its
 * own, with the project's viewport and base URL and its own client address.
 */
export async function openSecondUser(
  browser: Browser,
  testInfo: TestInfo,
  clientIp: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    hasTouch,
    extraHTTPHeaders: {
      'x-forwarded-for': clientIp.replace(
        /\.(\d+)$/,
        (_, n: string) => `.${(Number(n) + 128) % 256}`,
      ),
    },
  });
  return { page: await context.newPage(), close: () => context.close() };
}
