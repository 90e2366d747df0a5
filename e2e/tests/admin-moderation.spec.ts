import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { signInAsRootAdmin } from '../support/admin.ts';
import { axeSchemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { openSecondUser } from '../support/second-user.ts';

test(
  'an admin removes a listing with a reason: gone for the public, its restaurant reads why',
  { tag: '@phone' },
  async ({ page, browser, clientIp }, testInfo) => {
    const restaurant = await openSecondUser(browser, testInfo, clientIp);
    const account = await createAccount(restaurant.page.request, testInfo, {
      userType: 'restaurant',
    });
    await giveVenue(restaurant.page.request, account, { venueName: 'Bar Nube' });
    const title = `${uniqueWord('Grill')} cook`;
    const job = await postJob(restaurant.page.request, { title });

    await signInAsRootAdmin(page);
    await page.goto(paths.admin.listings);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listings');
    await page.getByRole('searchbox', { name: 'Title or venue' }).fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    const card = page
      .getByRole('list', { name: 'Listings', exact: true })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: `Remove “${title}”?` });
    // The reason is required: nothing is sent without one.
    await dialog.getByRole('button', { name: 'Remove listing' }).click();
    await expect(
      dialog.getByText('Please give the reason the restaurant will read.'),
    ).toBeVisible();
    await dialog.getByLabel('Reason (the restaurant will read it)').fill('Misleading pay.');
    await dialog.getByRole('button', { name: 'Remove listing' }).click();
    await expect(toasts(page).filter({ hasText: `“${title}” was removed.` })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Removed by Brigade: Misleading pay.');
    await expect(card.getByRole('button')).toHaveCount(0);

    // The public: the job page is gone.
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(paths.job(job.id));
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Job not found');
    expect((await visitorPage.request.get(apiPaths.jobs.job(job.id))).status()).toBe(404);
    await visitor.close();

    // Its restaurant reads the reason, and can neither edit nor reopen it.
    await restaurant.page.goto(paths.restaurant.dashboard);
    const listing = restaurant.page.getByRole('listitem').filter({ hasText: title });
    await expect(listing).toContainText('Removed by Brigade: Misleading pay.');
    await expect(listing.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(listing.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
    await restaurant.close();
  },
);

test('the admin dashboard shows its figures and both 30-day charts', async ({ page }) => {
  await signInAsRootAdmin(page);
  await page.goto(paths.admin.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  const figures = page.getByRole('region', { name: 'Key figures' });
  for (const label of [
    'Job seekers',
    'Restaurants',
    'Admins',
    'Open jobs',
    'Applications in the last 7 days',
    'Contact messages today',
  ]) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  // At least the root admin is counted.
  await expect(figures.getByRole('listitem').filter({ hasText: 'Admins' }).first()).toContainText(
    /[1-9]\d* active/,
  );
  for (const name of ['Sign-ups per day', 'Applications per day']) {
    const chart = page.getByRole('figure', { name });
    await expect(chart).toBeVisible();
    // The numbers behind each chart, one row per day (visually hidden, read by screen readers).
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(31);
  }
  // The run's accounts signed up today, so the sign-ups chart is drawn.
  await expect(page.getByRole('figure', { name: 'Sign-ups per day' }).locator('svg')).toBeVisible();
});

test('a message sent from the Contact page is read in full, marked read and unread', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const name = uniqueWord('Camille');
  const visitor = await openSecondUser(browser, testInfo, clientIp);
  await visitor.page.goto(paths.contact);
  await visitor.page.getByRole('textbox', { name: 'Name' }).fill(name);
  await visitor.page.getByRole('textbox', { name: 'Email' }).fill('camille@bistro.example');
  await visitor.page
    .getByRole('combobox', { name: 'Topic' })
    .selectOption({ label: 'Press and media' });
  await visitor.page
    .getByRole('textbox', { name: 'Message' })
    .fill('Could we interview your team about hiring in hospitality?');
  await visitor.page.getByRole('button', { name: 'Send message' }).click();
  await expect(toasts(visitor.page).filter({ hasText: 'Message sent' })).toBeVisible();
  await visitor.close();

  await signInAsRootAdmin(page);
  await page.goto(`${paths.admin.contactMessages}?status=unread`);
  const message = page.getByRole('article', { name });
  await expect(message).toContainText('camille@bistro.example');
  await expect(message).toContainText('Press and media');
  await expect(message).toContainText('Could we interview your team about hiring in hospitality?');
  await expect(message).toContainText('Unread');
  await expect(page.getByRole('link', { name: /Unread/ })).toContainText(/\d+/);

  await message.getByRole('button', { name: `Mark as read · ${name}` }).click();
  await expect(toasts(page).filter({ hasText: 'Marked as read.' })).toBeVisible();
  await expect(message).toHaveCount(0); // it left the unread filter

  await page.getByRole('link', { name: 'Read', exact: true }).click();
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: `Mark as unread · ${name}` }).click();
  await expect(toasts(page).filter({ hasText: 'Marked as unread.' })).toBeVisible();
  await expect(message).toHaveCount(0);
  await page.getByRole('link', { name: /^Unread/ }).click();
  await expect(message).toContainText('Unread');
});

for (const { colorScheme, details } of axeSchemes) {
  test(
    `the admin dashboard, listings and contact messages have no serious axe violation (${colorScheme})`,
    details,
    async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await signInAsRootAdmin(page);

      await page.goto(paths.admin.dashboard);
      await expect(page.getByRole('figure', { name: 'Sign-ups per day' })).toBeVisible();
      expect(await seriousViolations(page), 'dashboard').toEqual([]);

      await page.goto(paths.admin.listings);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listings');
      await expect(page.getByRole('status').or(page.getByText('No listings'))).toBeVisible();
      expect(await seriousViolations(page), 'listings').toEqual([]);

      await page.goto(paths.admin.contactMessages);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact messages');
      await expect(
        page.getByRole('status').or(page.getByRole('heading', { name: 'No messages yet' })),
      ).toBeVisible();
      expect(await seriousViolations(page), 'contact messages').toEqual([]);
    },
  );
}
