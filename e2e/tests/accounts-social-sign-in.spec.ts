import { apiPaths, paths } from '@brigade/shared/routes';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { createAccount, toasts, userMenu } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { e2eOidcClient } from '../support/local-oidc-client.ts';

const continueButton = (page: Page) =>
  page.getByRole('button', { name: `Continue with ${e2eOidcClient.name}` });

// The provider's development sign-in page imports a web font; this closed network would make the
// page wait for it until the request times out, so it is refused at once.
const refuseWebFonts = (context: BrowserContext) =>
  context.route(/fonts\.googleapis\.com/, (route) => route.abort());
test.beforeEach(({ context }) => refuseWebFonts(context));

/** The social sign-in's message (the e-mail form keeps its own, empty, alert region). */
const alertSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A provider login whose local part gives the display name ("mary.jane.watson" → "Mary Jane Watson"). */
function providerLogin(testInfo: TestInfo, name: string): string {
  return `${name}.${testInfo.project.name}${testInfo.workerIndex}${Date.now()}@example.com`;
}

/** Clicks Continue and returns the popup, on the provider's sign-in page. */
async function openPopup(page: Page) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), continueButton(page).click()]);
  await expect(popup.getByPlaceholder('Enter any login')).toBeVisible();
  return popup;
}

async function signInAtProvider(page: Page, login: string) {
  const popup = await openPopup(page);
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('any password');
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: 'Sign-in' }).click(),
  ]);
}

test('a new restaurant signs up with the provider in a popup and lands on its dashboard', async ({
  page,
}, testInfo) => {
  const login = providerLogin(testInfo, 'mary.jane.watson');
  await page.goto(`${paths.auth.register}?type=restaurant`);
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(paths.restaurant.dashboard);
  await expect(toasts(page)).toContainText('Welcome to Brigade, Mary!');
  await expect(userMenu(page, 'Mary')).toBeVisible();
  const session = await page.request.get(apiPaths.auth.session);
  expect(await session.json()).toMatchObject({
    user: { email: login, userType: 'restaurant', firstName: 'Mary' },
  });
  // The display name was split on its first space.
  expect((await session.json()).user.lastName).toMatch(/^Jane Watson/);
});

test('a returning social user signs in from the sign-in page without a welcome', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const login = providerLogin(testInfo, 'sam');
  await page.goto(paths.auth.login('applicant'));
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(paths.applicant.dashboard);

  // Another browser, the same provider account: the same Brigade account.
  const otherContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  await refuseWebFonts(otherContext);
  const other = await otherContext.newPage();
  await other.goto(paths.auth.login('restaurant'));
  await signInAtProvider(other, login);
  await expect(other).toHaveURL(paths.applicant.dashboard);
  await expect(toasts(other)).toHaveCount(0);
  await otherContext.close();
});

test('each way the popup can fail has its own message', async ({ page, request }, testInfo) => {
  await page.goto(paths.auth.login());

  // Closed before finishing.
  const popup = await openPopup(page);
  await popup.close();
  await expect(
    alertSaying(page, 'The sign-in window was closed before you finished. Please try again.'),
  ).toBeVisible();

  // Refused at the provider.
  const refused = await openPopup(page);
  await Promise.all([
    refused.waitForEvent('close'),
    refused.getByRole('link', { name: '[ Cancel ]' }).click(),
  ]);
  await expect(
    alertSaying(
      page,
      `Permission to use your ${e2eOidcClient.name} account was denied, so you were not signed in.`,
    ),
  ).toBeVisible();

  // The e-mail belongs to a password account: told to use the original method, not signed in.
  const account = await createAccount(request, testInfo);
  await signInAtProvider(page, account.email);
  await expect(
    alertSaying(
      page,
      'An account with this email address already exists. Please sign in with your email and password.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(paths.auth.login());
  const session = await page.request.get(apiPaths.auth.session);
  expect(await session.json()).toEqual({ user: null });
});

test('a blocked popup asks to allow pop-ups', async ({ page }) => {
  // What a browser that refuses the window gives the page.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(paths.auth.login());
  await continueButton(page).click();
  await expect(
    alertSaying(
      page,
      'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.',
    ),
  ).toBeVisible();
});

test('Create Account asks for the role before a social sign-up', async ({ page }) => {
  await page.goto(paths.auth.register);
  await continueButton(page).click();
  await expect(
    page.getByText(
      'Choose Job Seeker or Restaurant first, so your new account gets the right role.',
    ),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Job Seeker' }).check();
  const popup = await openPopup(page);
  await popup.close();
});

test('the admin sign-in page offers no social sign-in', async ({ page }) => {
  await page.goto(paths.auth.adminLogin);
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(continueButton(page)).toHaveCount(0);
});
