import { paths, staticRoutes } from '@brigade/shared/routes';
import { expect, test } from '../support/fixtures.ts';

test('there is no Back button on the home page', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page.getByRole('main').getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back' })).toHaveCount(0);
});

// One test per page (they run in parallel, and one slow page cannot time the others out).
for (const route of staticRoutes.filter((path) => path !== paths.home)) {
  test(`${route} has a Back button`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('main').getByRole('button', { name: 'Back' })).toBeVisible();
  });
}

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
