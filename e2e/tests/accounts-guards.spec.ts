import { paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test('a signed-out visitor is sent to sign in, then brought back to the page', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo, { userType: 'restaurant' });
  await page.goto(paths.restaurant.createListing);
  await expect(page).toHaveURL(
    `${paths.auth.login('restaurant')}&returnTo=${encodeURIComponent(paths.restaurant.createListing)}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in as Restaurant');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(paths.restaurant.createListing);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post a Job');
});

test('each members-only page sends to the sign-in page of its audience', async ({ page }) => {
  const expectations = [
    [paths.security, paths.auth.adminLogin, 'Admin Sign In'],
    [paths.admin.dashboard, paths.auth.adminLogin, 'Admin Sign In'],
    [paths.applicant.createResume, paths.auth.login('applicant'), 'Sign in as Job Seeker'],
    [paths.applications, paths.auth.login('restaurant'), 'Sign in as Restaurant'],
    [paths.messaging, paths.auth.login(), 'Sign In'],
    [paths.profile.edit, paths.auth.login(), 'Sign In'],
  ] as const;
  for (const [page_, signIn, title] of expectations) {
    await page.goto(page_);
    const separator = signIn.includes('?') ? '&' : '?';
    await expect(page).toHaveURL(`${signIn}${separator}returnTo=${encodeURIComponent(page_)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('a job seeker on a restaurant page sees "No access" and a way to their dashboard', async ({
  page,
}, testInfo) => {
  await createAccount(page.request, testInfo, { userType: 'applicant' });
  await page.goto(paths.restaurant.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
  await expect(page.getByText('This page is for restaurant accounts only.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(paths.applicant.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  // Pages of their own role, and those for everyone signed in, open normally.
  await page.goto(paths.applicant.createResume);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Resume');
  await page.goto(paths.messaging);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
  await page.goto(paths.security);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
});

test('returnTo never leads off the site or to a page of another role', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo, { userType: 'applicant' });
  for (const returnTo of ['https://evil.example/', '//evil.example', paths.restaurant.dashboard]) {
    await page.context().clearCookies();
    await page.goto(`${paths.auth.login('applicant')}&returnTo=${encodeURIComponent(returnTo)}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(paths.applicant.dashboard);
  }
});
