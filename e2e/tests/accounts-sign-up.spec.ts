import { apiPaths, paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import {
  buildAccount,
  createAccount,
  strongPassword,
  toasts,
  userMenu,
  shownAlert,
} from '../support/accounts.ts';
import type { NewAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

async function fillForm(page: Page, account: Omit<NewAccount, 'userType'>) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
}

const submit = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Create Account' }).click();

test(
  'a job seeker signs up through the form and lands on their dashboard, signed in',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const account = buildAccount(testInfo, { userType: 'applicant' });
    await page.goto(`${paths.auth.register}?type=applicant`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
    // The role comes preselected from the link.
    await expect(page.getByRole('radio', { name: 'Job Seeker' })).toBeChecked();
    await fillForm(page, account);

    // The password can be shown, and its strength is read out as it is typed.
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByText('Password strength: Strong')).toBeVisible();

    await submit(page);
    await expect(page).toHaveURL(paths.applicant.dashboard);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(toasts(page)).toContainText(`Welcome to Brigade, ${account.firstName}!`);

    await userMenu(page, account.firstName).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText([
      'Edit Profile',
      'Dashboard',
      'Messages',
      'My Files',
      'Sign Out',
    ]);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(paths.applicant.dashboard);

    // The server agrees: the session cookie was set by sign-up.
    const session = await page.request.get(apiPaths.auth.session);
    expect(await session.json()).toMatchObject({
      user: { email: account.email, userType: 'applicant', firstName: account.firstName },
    });
  },
);

test('a restaurant signs up, choosing its role on the form', async ({ page }, testInfo) => {
  const account = buildAccount(testInfo, { userType: 'restaurant' });
  await page.goto(paths.auth.register);
  await expect(page.getByRole('radio', { name: 'Job Seeker' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Restaurant' }).check();
  await fillForm(page, account);
  await submit(page);
  await expect(page).toHaveURL(paths.restaurant.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Listings');
  await expect(userMenu(page, account.firstName)).toBeVisible();
});

test('the form checks in the spec’s order and sends nothing until all is right', async ({
  page,
}, testInfo) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(apiPaths.auth.signUp)) posted += 1;
  });
  await page.goto(paths.auth.register);
  const alert = shownAlert(page);

  await submit(page);
  await expect(alert).toHaveText('All fields are required');
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  const account = buildAccount(testInfo, { email: 'not-an-email', password: 'Ab1!' });
  await fillForm(page, account);
  await submit(page);
  await expect(alert).toHaveText('Password must be at least 8 characters long');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  await page.getByLabel('Password', { exact: true }).fill('password');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await submit(page);
  await expect(alert).toHaveText(
    'Password should contain uppercase letters. Password should contain numbers. ' +
      'Password should contain special characters. Password is too common',
  );

  // The spec's rules pass; now the formats, each under its field.
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await submit(page);
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Please choose whether you are a job seeker or a restaurant'),
  ).toBeVisible();
  expect(posted).toBe(0);
});

test('when the e-mail is taken, the server’s message shows and the form keeps what was typed', async ({
  page,
  request,
}, testInfo) => {
  const existing = await createAccount(request, testInfo, { userType: 'restaurant' });
  await page.goto(`${paths.auth.register}?type=applicant`);
  const account = buildAccount(testInfo, { email: existing.email, firstName: 'Lucía' });
  await fillForm(page, account);
  await submit(page);
  await expect(page.getByText('An account with this email address already exists.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page).toHaveURL(`${paths.auth.register}?type=applicant`);
  await expect(page.getByLabel('First name')).toHaveValue('Lucía');
  await expect(page.getByLabel('Last name')).toHaveValue(account.lastName);
  await expect(page.getByLabel('Email')).toHaveValue(existing.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
  await expect(page.getByRole('radio', { name: 'Job Seeker' })).toBeChecked();
});
