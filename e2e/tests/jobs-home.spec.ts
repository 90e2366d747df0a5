import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import type { Page } from '@playwright/test';
import { paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { giveVenue, postJob, uniqueWord } from '../support/jobs.ts';

const latest = (page: Page) => page.getByRole('region', { name: 'Latest jobs' });

/**
 * Opens Home by navigating in the app, so the page asks the API for the latest jobs (opened
 * directly, the server renders them into the page).
 */
async function openHomeInApp(page: Page): Promise<void> {
  await page.goto(paths.about);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
}

test('the home page lists the newest open jobs and links to Browse Jobs', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo, { userType: 'restaurant' });
  await giveVenue(request, account);
  await postJob(request, { title: `${uniqueWord('Pastry')} cook` });

  // Other tests post jobs at the same time: compare with what the page itself received.
  const answer = page.waitForResponse((response) => response.url().includes('/api/jobs/latest'));
  await openHomeInApp(page);
  const { items } = (await (await answer).json()) as { items: JobSummary[] };
  const [newest] = items;
  if (!newest) throw new Error('no open job in the latest jobs');
  await expect(latest(page).getByRole('heading', { level: 3 })).toHaveText(
    items.map((job) => job.title),
  );
  await latest(page).getByRole('link', { name: newest.title, exact: true }).click();
  await expect(page).toHaveURL(paths.job(newest.id));
  await page.goBack();
  await latest(page).getByRole('link', { name: 'Browse all jobs' }).click();
  await expect(page).toHaveURL(paths.jobs);
});

test('the latest jobs say when none are open, and offer a retry after an error', async ({
  page,
}) => {
  await page.route('**/api/jobs/latest*', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'service_unavailable', message: 'Busy' } },
    }),
  );
  await openHomeInApp(page);
  await expect(latest(page).getByRole('alert')).toContainText(
    'The latest jobs could not be loaded',
  );
  await page.unroute('**/api/jobs/latest*');
  await page.route('**/api/jobs/latest*', (route) => route.fulfill({ json: { items: [] } }));
  await latest(page).getByRole('button', { name: 'Try again' }).click();
  await expect(latest(page)).toContainText('No open jobs yet.');
});
