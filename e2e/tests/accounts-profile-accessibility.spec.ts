import { paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { axeSchemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** What each view needs before it is checked, signed in as a restaurant. */
const views: [name: string, open: (page: Page) => Promise<void>][] = [
  [
    'the dashboard with the profile card',
    async (page) => {
      await page.goto(paths.restaurant.dashboard);
      await expect(page.getByRole('region', { name: 'Complete your profile' })).toBeVisible();
    },
  ],
  [
    'Edit Profile showing a refused field',
    async (page) => {
      await page.goto(paths.profile.edit);
      await page.getByLabel('Website').fill('not a website');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
    },
  ],
  [
    'the delete-account dialog',
    async (page) => {
      await page.goto(paths.profile.edit);
      await page.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  ],
];

// accessibility.spec.ts visits every page signed out; these are the signed-in views.
for (const { colorScheme, details } of axeSchemes) {
  for (const [name, open] of views) {
    test(
      `${name} has no serious or critical axe violation (${colorScheme})`,
      details,
      async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme });
        await createAccount(page.request, testInfo, { userType: 'restaurant' });
        await open(page);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  }
}
