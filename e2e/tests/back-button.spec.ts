import { paths } from '@brigade/shared/routes';
import { expect, test } from '../support/fixtures.ts';

// Every page's Back button (and none on Home): apps/web/src/app/app-routes-back-button.test.tsx.

test('Back returns to the previous page in history', async ({ page }) => {
  await page.goto(paths.pricing);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(paths.terms);
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(paths.pricing);
});

test('Back on a page opened directly goes home', async ({ page }) => {
  await page.goto(paths.privacy);
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(paths.home);
});
