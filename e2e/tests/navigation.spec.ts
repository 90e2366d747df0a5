import { paths } from '@brigade/shared/routes';
import { expect, isPhone, test } from '../support/fixtures.ts';

const mainLinks = [
  ['Home', paths.home, 'Great venues run on great teams'],
  ['Browse Jobs', paths.jobs, 'Browse Jobs'],
  ['About Us', paths.about, null],
  ['Contact', paths.contact, 'Contact'],
] as const;

test('the desktop navigation reaches every main page', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'desktop navigation is for wide screens');
  await page.goto(paths.about);
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const [name, path, heading] of mainLinks) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test(
  'the mobile menu slides out with the main links and closes on navigation',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the slide-out menu is for phones');
    await page.goto(paths.home);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
    for (const [name, path] of mainLinks) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(menu).toBeHidden();
    }
    // Escape and the close button both close it, and focus returns to the trigger.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  },
);

test('the Sign In menu offers the three sign-ins and Create Account', async ({ page }) => {
  await page.goto(paths.home);
  const expected = [
    ['Sign in as Job Seeker', paths.auth.login('applicant')],
    ['Sign in as Restaurant', paths.auth.login('restaurant')],
    ['Sign in as Admin', paths.auth.adminLogin],
    ['Create Account', paths.auth.register],
  ] as const;
  for (const [name, href] of expected) {
    // The header's menu (the sign-in pages have a Sign In button of their own).
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect(page).toHaveURL(href);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
});

test('the menus work with the keyboard alone', { tag: '@phone' }, async ({ page }) => {
  await page.goto(paths.home);
  await page.getByRole('button', { name: 'Sign In' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign in as Job Seeker' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign in as Restaurant' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.auth.login('restaurant'));
});

test('the footer has its columns, social links without target, the year and the tagline', async ({
  page,
}) => {
  await page.goto(paths.home);
  const footer = page.getByRole('contentinfo');
  for (const column of ['For Job Seekers', 'For Restaurants', 'Company']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  for (const network of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
    const link = footer.getByRole('link', { name: network });
    await expect(link).toBeVisible();
    await expect(link).not.toHaveAttribute('target');
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Brigade. All rights reserved.`);
  await expect(footer).toContainText(
    'connects talented staff with the best restaurants and hospitality venues',
  );
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(paths.privacy);
});

test('unknown pages answer 404 with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(paths.home);
});
