import type { Page } from '@playwright/test';
import { paths, staticRoutes } from '@brigade/shared/routes';
import { seriousViolations } from '../support/axe.ts';
import { expect, test as base } from '../support/fixtures.ts';

/**
 * One signed-out visitor's page per worker, reused by every check here: these tests only look,
 * so they need no browser context of their own (a new context is a new renderer process and a
 * cold start of the app's code: most of such a test's time).
 */
const test = base.extend<object, { visitor: Page }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, hasTouch, isMobile } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        hasTouch,
        isMobile,
        extraHTTPHeaders: { 'x-forwarded-for': `10.78.${workerInfo.workerIndex % 256}.1` },
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const pages = [...staticRoutes, '/restaurant/applications/demo', '/no-such-page'];

/**
 * Dark mode on pages that stand for the rest: the home page, a list, a form, a long text, a
 * members-only page (which shows sign-in to a visitor) and the not-found page. The palette is
 * the same everywhere, and every token pair's contrast in both themes is a unit test
 * (apps/web/src/styles/colour-contrast.test.ts); the signed-in views have their own dark checks.
 */
const darkPages = [
  paths.home,
  paths.jobs,
  paths.auth.register,
  paths.pricing,
  paths.privacy,
  paths.profile.edit,
  '/no-such-page',
];

const checks = [
  ...pages.map((path) => ({ path, colorScheme: 'light' as const, details: { tag: '@phone' } })),
  ...darkPages.map((path) => ({ path, colorScheme: 'dark' as const, details: {} })),
];

// Every page signed out, in light at both widths and the representative ones in dark.
for (const { path, colorScheme, details } of checks) {
  test(
    `${path} has no serious or critical axe violation (${colorScheme})`,
    details,
    async ({ visitor: page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      // The page as a person sees it: hydrated, with its theme applied by the app's code (a
      // server-rendered page shows its heading before that, and axe then saw half a theme).
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
}
