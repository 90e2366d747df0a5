import { paths, staticRoutes } from '@brigade/shared/routes';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

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
    async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
}
