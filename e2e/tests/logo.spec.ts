import { paths } from '@brigade/shared/routes';
import { expect, test } from '../support/fixtures.ts';

test('the logo is a round image with the product name', async ({ page }) => {
  await page.goto(paths.home);
  const banner = page.getByRole('banner');
  await expect(banner.getByTestId('logo-image')).toBeVisible();
  await expect(banner.getByTestId('logo-image')).toHaveJSProperty('complete', true);
  await expect(banner.getByRole('link', { name: 'Brigade' })).toBeVisible();
});

test('a placeholder reading "Logo" stands in when the image cannot load', async ({ page }) => {
  await page.route('**/logo.svg', (route) => route.abort());
  await page.goto(paths.home);
  const banner = page.getByRole('banner');
  await expect(banner.getByTestId('logo-placeholder')).toHaveText('Logo');
  await expect(banner.getByTestId('logo-image')).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Brigade' })).toBeVisible();
});
