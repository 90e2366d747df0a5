import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { createAccount } from './accounts.ts';
import { isPhone } from './fixtures.ts';
import { giveVenue } from './jobs.ts';

/**
 * A restaurant with its venue, signed in on a request context of its own with its own client
 * address: posting jobs is rate-limited per account (5 a minute) and signing up per address, so
 * a test that needs many jobs spreads them over several restaurants.
 */
export async function newRestaurant(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  ip: string,
  venue: { venueName?: string; city?: string } = {},
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  const account = await createAccount(request, testInfo, { userType: 'restaurant' });
  await giveVenue(request, account, venue);
  return request;
}

/** Browse Jobs' result titles, in order. */
export const resultTitles = (page: Page) =>
  page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 2 });

/** On phones the filters fold behind a "Filters" button. */
export async function openFilters(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isPhone(testInfo.project.name)) return;
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Runs the search form as it stands. */
export async function search(page: Page): Promise<void> {
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
}
