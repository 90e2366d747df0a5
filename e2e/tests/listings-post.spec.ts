import { paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { giveVenue, postJob, uniqueWord } from '../support/jobs.ts';

test(
  'Post a Job: a refused field keeps what was typed, then the job is published',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
    const city = uniqueWord('Postville');
    await giveVenue(page.request, account, { venueName: 'Casa Lola', city });
    const title = `${uniqueWord('Sous')} chef`;

    await page.goto(paths.restaurant.createListing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post a Job');
    // The venue's city fills the form's.
    await expect(page.getByLabel('City')).toHaveValue(city);
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Description').fill('Too short');
    await expect(page.getByText('9 / 5000 characters')).toBeVisible();
    await page.getByLabel('Address').fill('3 Calle Mayor');
    await page.getByLabel('Pay from').fill('twelve');
    await page.getByRole('button', { name: 'Publish now' }).click();

    await expect(page.getByText('Please choose the role.')).toBeVisible();
    await expect(page.getByText('Please choose the type of contract.')).toBeVisible();
    await expect(page.getByText('The description needs at least 10 characters.')).toBeVisible();
    await expect(
      page.getByText('Please enter an amount, with at most two decimals.'),
    ).toBeVisible();
    await expect(page.getByText('Enter the hours a week to publish the job.')).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Job title')).toHaveValue(title);
    await expect(page).toHaveURL(paths.restaurant.createListing);

    await page.getByLabel('Role').selectOption({ label: 'Chef' });
    await page.getByLabel('Contract').selectOption({ label: 'Full-time' });
    await page
      .getByLabel('Description')
      .fill('Seasonal menu, small brigade.\n\nTwo days off in a row.');
    await page.getByLabel('Pay from').fill('14,50');
    await page.getByLabel('Pay up to').fill('16');
    await page.getByLabel('Tips', { exact: true }).selectOption({
      label: 'Pooled and shared by the team',
    });
    await page.getByLabel('Typical tips from').fill('20');
    await page.getByLabel('Typical tips up to').fill('30');
    await page.getByLabel('Hours a week, from').fill('30');
    await page.getByLabel('Hours a week, up to').fill('38');
    await page.getByRole('checkbox', { name: 'Friday Dinner' }).check();
    await page.getByRole('checkbox', { name: 'Saturday Lunch' }).check();
    await page.getByRole('checkbox', { name: 'Saturday Dinner' }).check();
    // 14.50 × 30 h + 3 shifts × 20, up to 16 × 38 h + 3 × 30, to the nearest ten.
    await expect(
      page.getByText('Estimated total: About 500–700 a week for 30–38 h, tips included.'),
    ).toBeVisible();
    await page.getByLabel('Start date').fill('2030-09-01');
    await page.getByRole('button', { name: 'Add a requirement' }).click();
    await expect(page.getByLabel('Requirement 1', { exact: true })).toBeFocused();
    await page.getByLabel('Requirement 1', { exact: true }).fill('Food hygiene certificate');
    await page.getByRole('button', { name: 'Add a requirement' }).click();
    await page.getByLabel('Requirement 2', { exact: true }).fill('To be removed');
    await page.getByRole('button', { name: 'Add a requirement' }).click();
    await page.getByLabel('Requirement 3', { exact: true }).fill('Weekends');
    await page.getByRole('button', { name: 'Remove requirement 2' }).click();
    await expect(page.getByLabel('Requirement 2', { exact: true })).toHaveValue('Weekends');
    await page.getByRole('button', { name: 'Publish now' }).click();

    await expect(toasts(page).first()).toContainText('Job published');
    await expect(page).toHaveURL(paths.restaurant.dashboard);
    const listings = page.getByRole('region', { name: 'Your listings' });
    await expect(listings.getByRole('heading', { name: title })).toBeVisible();
    await expect(listings.getByRole('listitem').filter({ hasText: title })).toContainText('Open');

    await listings.getByRole('link', { name: 'View job page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('14.50–16.00 per hour + tips')).toBeVisible();
    await expect(page.getByText('30–38 hours a week')).toBeVisible();
    await expect(page.getByText('About 500–700 a week for 30–38 h, tips included')).toBeVisible();
    const shifts = page.getByRole('region', { name: 'Shifts' });
    await expect(shifts.getByRole('definition')).toHaveText(['Dinner', 'Lunch, Dinner']);
    await expect(
      page.getByRole('region', { name: 'Requirements' }).getByRole('listitem'),
    ).toHaveText(['Food hygiene certificate', 'Weekends']);
  },
);

test('Save as draft, then edit the listing from Manage Listings', async ({ page }, testInfo) => {
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, account);
  const title = `${uniqueWord('Barback')} evenings`;

  await page.goto(paths.restaurant.createListing);
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Role').selectOption({ label: 'Bartender' });
  await page.getByLabel('Contract').selectOption({ label: 'Part-time' });
  await page.getByLabel('Description').fill('Evenings behind a busy cocktail bar.');
  await page.getByLabel('Address').fill('8 Plaza Mayor');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toasts(page).first()).toContainText('Draft saved');
  await expect(page).toHaveURL(paths.restaurant.dashboard);

  const card = page
    .getByRole('region', { name: 'Your listings' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText('Draft');
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/restaurant\/listings\/[\w-]+\/edit$/);
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await expect(page.getByLabel('Role')).toHaveValue('bartender');
  await expect(page.getByLabel('Description')).toHaveValue('Evenings behind a busy cocktail bar.');

  await page.getByLabel('Job title').fill(`${title} and weekends`);
  await page.getByLabel('Job title').clear();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a job title.')).toBeVisible();
  await page.getByLabel('Job title').fill(`${title} and weekends`);
  await page.getByLabel('Pay from').fill('32000');
  await page.getByLabel('Per', { exact: true }).selectOption({ label: 'Year' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).first()).toContainText('Listing saved');
  await expect(page).toHaveURL(paths.restaurant.dashboard);
  await expect(
    page.getByRole('region', { name: 'Your listings' }).getByRole('heading', {
      name: `${title} and weekends`,
    }),
  ).toBeVisible();
  await expect(page.getByText('32,000 per year')).toBeVisible();
});

test('a venue without a name is told to add it before posting', async ({ page }, testInfo) => {
  await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await page.goto(paths.restaurant.createListing);
  await expect(
    page.getByText("Add your venue's name to your profile before posting a job.").first(),
  ).toBeVisible();
  await page.getByLabel('Job title').fill('Dishwasher');
  await page.getByLabel('Role').selectOption({ label: 'Kitchen porter' });
  await page.getByLabel('Contract').selectOption({ label: 'Temporary' });
  await page.getByLabel('Description').fill('Help the kitchen through the summer rush.');
  await page.getByLabel('Address').fill('1 Harbour Road');
  await page.getByLabel('City').fill('Cádiz');
  await page.getByLabel('Hours a week, from').fill('20');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Add your venue's name" })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue('Dishwasher');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Edit your profile' }).first(),
  ).toHaveAttribute('href', paths.profile.edit);
});

test('an edit page for someone else’s job says it is not theirs', async ({
  page,
  request,
}, testInfo) => {
  const owner = await createAccount(request, testInfo, { userType: 'restaurant' });
  await giveVenue(request, owner);
  const job = await postJob(request, { title: 'Not yours' });
  await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await page.goto(paths.restaurant.editListing(job.id));
  await expect(page.getByText('This listing does not exist or is not yours.')).toBeVisible();
});
