import { apiPaths, paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { createAccount, toasts, userMenu } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveResume } from '../support/resumes.ts';

const save = (page: Page) => page.getByRole('button', { name: 'Save changes' }).click();
const status = (page: Page) => page.getByRole('region', { name: /^Your profile is/ });

test('a job seeker fills in their profile, which is kept, and sees it become complete', async ({
  page,
}, testInfo) => {
  const account = await createAccount(page.request, testInfo);
  // A job seeker's profile is complete with a resume too; this one has it already.
  await saveResume(page.request);
  await page.goto(paths.profile.edit);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile');
  await expect(status(page)).toHaveAccessibleName('Your profile is not complete yet');
  await expect(status(page).getByRole('listitem')).toHaveText(['Headline', 'City', 'Phone']);
  await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
  // Restaurant fields are not a job seeker's.
  await expect(page.getByLabel('Venue name')).toHaveCount(0);

  await page.getByLabel('Headline').fill('Line cook, 5 years in bistros');
  await page.getByLabel('City').fill('Lyon');
  await page.getByLabel('Bio').fill('I love a busy service.');
  await expect(page.getByText('22 of 1000 characters')).toBeVisible();
  await save(page);
  await expect(toasts(page)).toContainText('Profile saved');
  await expect(status(page).getByRole('listitem')).toHaveText(['Phone']);

  await page.getByLabel('First name').fill('Anaïs');
  await page.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await save(page);
  await expect(status(page)).toHaveAccessibleName('Your profile is complete');
  // The header's menu follows the new first name; the phone comes back as stored.
  await expect(userMenu(page, 'Anaïs')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('+33612345678');

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Anaïs');
  await expect(page.getByLabel('Headline')).toHaveValue('Line cook, 5 years in bistros');
  await expect(page.getByLabel('City')).toHaveValue('Lyon');
  await expect(page.getByLabel('Phone')).toHaveValue('+33612345678');
  await expect(page.getByLabel('Bio')).toHaveValue('I love a busy service.');
  await expect(status(page)).toHaveAccessibleName('Your profile is complete');
});

test('refused values are shown under their fields and what was typed stays', async ({
  page,
}, testInfo) => {
  await createAccount(page.request, testInfo);
  await page.goto(paths.profile.edit);
  await page.getByLabel('Headline').fill('Sous chef');
  await page.getByLabel('Phone').fill('call me maybe');
  await page.getByLabel('Bio').fill('<script>alert(1)</script>');
  await save(page);
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/Invalid phone format/);
  await expect(page.getByLabel('Bio')).toHaveAccessibleDescription(
    /Invalid input: potential XSS detected/,
  );
  await expect(page.getByLabel('Phone')).toBeFocused();
  await expect(page.getByLabel('Headline')).toHaveValue('Sous chef');
  await expect(page.getByLabel('Bio')).toHaveValue('<script>alert(1)</script>');

  // The browser runs the server's own schema, so a refusal only the server makes is provoked by
  // altering the request on its way: the server refuses it, field by field.
  await page.getByLabel('Phone').fill('');
  await page.getByLabel('Bio').fill('Fast and tidy.');
  await page.route(`**${apiPaths.profile}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const body = route.request().postDataJSON() as Record<string, string>;
    return route.continue({ postData: JSON.stringify({ ...body, city: '<script>x</script>' }) });
  });
  await page.getByLabel('City').fill('Paris');
  await save(page);
  await expect(page.getByLabel('City')).toHaveAccessibleDescription(
    /Invalid input: potential XSS detected/,
  );
  await expect(page.getByLabel('City')).toHaveValue('Paris');
  await expect(page.getByLabel('Headline')).toHaveValue('Sous chef');
  await page.unrouteAll();

  // Nothing was saved.
  await page.reload();
  await expect(page.getByLabel('Headline')).toHaveValue('');
  await expect(page.getByLabel('City')).toHaveValue('');
});

test('a restaurant fills in its venue, choosing the venue type', async ({ page }, testInfo) => {
  await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await page.goto(paths.profile.edit);
  await expect(status(page).getByRole('listitem')).toHaveText([
    'Venue name',
    'Venue type',
    'Address',
    'City',
    'Postcode',
    'Country',
    'Phone',
  ]);
  await expect(page.getByLabel('Headline')).toHaveCount(0);
  await page.getByLabel('Venue name').fill('Trattoria Rossi');
  await page.getByLabel('Venue type').selectOption({ label: 'Restaurant' });
  await page.getByLabel('Address').fill('1 Market Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postcode').fill('E1 6AN');
  await page.getByLabel('Country').selectOption('GB');
  await expect(page.getByLabel('Currency')).toHaveValue('GBP');
  // One clock in the country: its zone is taken, named for people (interviews are set in it).
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(/ — Europe\/London$/);
  await page.getByLabel('Phone').fill('020 7946 0958');
  await page.getByLabel('Website').fill('trattoria.example');
  await save(page);
  await expect(page.getByLabel('Website')).toHaveAccessibleDescription(
    /Please enter a full web address, starting with https:\/\//,
  );
  await page.getByLabel('Website').fill('https://trattoria.example');
  await page.getByLabel('Venue description').fill('Fresh pasta every day.');
  await save(page);
  await expect(toasts(page)).toContainText('Profile saved');
  await expect(status(page)).toHaveAccessibleName('Your profile is complete');

  await page.reload();
  await expect(page.getByLabel('Venue type')).toHaveValue('restaurant');
  await expect(page.getByLabel('Website')).toHaveValue('https://trattoria.example');
  await expect(page.getByLabel('Venue description')).toHaveValue('Fresh pasta every day.');
  await expect(zone).toHaveValue(/ — Europe\/London$/);
});

test('a profile that cannot be loaded says so and offers a retry', async ({ page }, testInfo) => {
  await createAccount(page.request, testInfo);
  await page.route(`**${apiPaths.profile}`, (route) => route.abort('failed'));
  await page.goto(paths.profile.edit);
  // The page first retries once, quietly, a second later.
  await expect(page.getByRole('alert')).toContainText('Your profile could not be loaded', {
    timeout: 10_000,
  });
  await expect(page.getByRole('alert')).toContainText('Network error.');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
});
