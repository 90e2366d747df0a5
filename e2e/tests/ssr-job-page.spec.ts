import { paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { postJob, saveProfile, uniqueWord } from '../support/jobs.ts';
import type { APIRequestContext, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';

/** A restaurant in Madrid paying in euros, with one open job; the job's id and title. */
async function euroJob(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  ip: string,
): Promise<{ id: string; title: string }> {
  const request: APIRequestContext = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  const owner = await createAccount(request, testInfo, { userType: 'restaurant' });
  await saveProfile(request, {
    firstName: owner.firstName,
    lastName: owner.lastName,
    venueName: 'Casa Lola',
    venueType: 'restaurant',
    city: 'Madrid',
    country: 'ES',
    currency: 'EUR',
  });
  const title = `${uniqueWord('Camarero')} de sala`;
  const job = await postJob(request, {
    title,
    salary: 12.5,
    salaryMax: 14,
    payPeriod: 'hour',
    description: 'Dinner service on a busy terrace.\n\nStaff meal included.',
  });
  await request.dispose();
  return { id: job.id, title };
}

const otherIp = (clientIp: string) =>
  clientIp.replace(/\.(\d+)$/, (_, n: string) => `.${(Number(n) + 100) % 256}`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a job page is readable: title, pay with its currency, description; then its venue', async ({
    page,
    playwright,
    clientIp,
  }, testInfo) => {
    const job = await euroJob(playwright, testInfo, otherIp(clientIp));
    await page.goto(paths.job(job.id));
    await expect(page).toHaveTitle(`${job.title} at Casa Lola · Brigade`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByText(/€12\.50\s–\s€14\.00 per hour/)).toBeVisible();
    await expect(page.getByText('Staff meal included.')).toBeVisible();
    // Without a session cookie the visitor is known to be signed out: the way to apply is there.
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
    // The venue's own page (teams: a group's venues each have one) lists its open jobs.
    await page.getByRole('link', { name: 'Every open job at Casa Lola' }).click();
    await expect(page).toHaveTitle('Jobs at Casa Lola · Brigade');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa Lola');
    await expect(page.getByText('1 open job at Casa Lola')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Open jobs' }).getByRole('link', { name: job.title }),
    ).toBeVisible();
  });

  test('Browse Jobs searches as a plain form', async ({ page, playwright, clientIp }, testInfo) => {
    const job = await euroJob(playwright, testInfo, otherIp(clientIp));
    await page.goto(paths.jobs);
    const search = page.getByRole('search', { name: 'Search jobs' });
    await search.getByLabel('Job title, skill or venue').fill(job.title);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/jobs\?q=/);
    await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('heading')).toHaveText([
      job.title,
    ]);
  });
});

// The server draws dates in UTC. A browser whose calendar day differs from UTC's right now (one
// side of the date line or the other) must hydrate them without a mismatch.
const farZone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
test.describe("in a time zone whose day is not UTC's", () => {
  test.use({ timezoneId: farZone });

  test('a server-rendered job page hydrates without errors and works', async ({
    page,
    playwright,
    clientIp,
  }, testInfo) => {
    const job = await euroJob(playwright, testInfo, otherIp(clientIp));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(paths.job(job.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    // Rendered only in the browser, once the app has hydrated and asked who is signed in.
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
    // Once hydrated, dates are the browser's own: the day it is here, not in UTC.
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: farZone }).format();
    await expect(page.getByText(`Posted on ${today}`)).toBeVisible();
    // The tab keeps the server's title, venue included.
    await expect(page).toHaveTitle(`${job.title} at Casa Lola · Brigade`);
    // The server-rendered button now opens its menu.
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    // A link rendered on the server navigates on the client.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Jobs' })
      .click();
    await expect(page).toHaveURL(paths.jobs);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Jobs');
    // Browse Jobs with a filter, rendered on the server, hydrates as well.
    await page.goto(`${paths.jobs}?q=${encodeURIComponent(job.title.split(' ')[0] ?? '')}`);
    await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('heading')).toHaveText([
      job.title,
    ]);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
