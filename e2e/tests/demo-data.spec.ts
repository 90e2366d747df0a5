import { paths } from '@brigade/shared/routes';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { expect, test as base } from '../support/fixtures.ts';
import { openFilters, resultTitles, search } from '../support/job-board.ts';
import { openPanel } from '../support/notifications.ts';

// Demo accounts (scripts/demo/demo-data.ts: DEMO_PASSWORD, demoDomain).
const demoPassword = 'Brigade!Demo2026';
const demoDomain = 'demo.brigade.test';

/**
 * Journeys that need time to have passed, on the demo data (`npm run seed:demo`, whose jobs and
 * applications are dated over the last weeks): one demo server for the file, its tests in turn.
 */

// Madrid's demo venue (Casa Lola) has three open jobs, published today, a day ago and two days
// ago (scripts/demo/demo-data.ts, seeded a day apart each); no other venue is in Madrid.
const test = base.extend<object, { demo: DemoServer }>({
  demo: [
    async ({}, use) => {
      const demo = await startDemoServer();
      await use(demo);
      await demo.stop();
    },
    // Seeding (accounts hash their passwords) and starting a server take a while on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.describe.configure({ mode: 'default' });

test('"posted within" leaves out older jobs (on the demo data)', async ({
  page,
  demo,
}, testInfo) => {
  await page.goto(`${demo.baseURL}${paths.jobs}?city=Madrid&sort=newest`);
  await expect(resultTitles(page)).toHaveText([
    'Head Chef',
    'Tapas Line Cook',
    'Server (weekends)',
  ]);

  await openFilters(page, testInfo);
  await page.getByLabel('Posted within').selectOption({ label: 'Last 24 hours' });
  await search(page);
  await expect(page).toHaveURL(/postedWithin=1/);
  // Only today's job: the ones published one and two days ago are left out.
  await expect(resultTitles(page)).toHaveText(['Head Chef']);
  await expect(page.getByText('Jobs found: 1')).toBeVisible();

  // A wider window takes them back.
  await openFilters(page, testInfo);
  await page.getByLabel('Posted within').selectOption({ label: 'Last 3 days' });
  await search(page);
  await expect(page).toHaveURL(/postedWithin=3/);
  await expect(resultTitles(page)).toHaveText([
    'Head Chef',
    'Tapas Line Cook',
    'Server (weekends)',
  ]);
});

test('an application the venue never decided on closes by itself, and the applicant is told', async ({
  page,
  demo,
}) => {
  // Mateo applied to Casa Lola's Tapas Line Cook 25 days ago; the venue never answered, and its
  // window is 21 days: the seed's run of the hourly sweep closed it.
  await page.goto(`${demo.baseURL}${paths.auth.login()}`);
  await page.getByLabel('Email').fill(`mateo@${demoDomain}`);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`${demo.baseURL}${paths.applicant.applications}`);
  await page.getByRole('link', { name: /Tapas Line Cook/ }).click();

  const notice = page.getByRole('status').filter({ hasText: 'Not selected' });
  await expect(notice).toContainText('Casa Lola did not decide on your application in time');
  await expect(
    page
      .getByRole('region', { name: 'Timeline' })
      .getByText('Closed as not selected: no decision in time'),
  ).toBeVisible();

  const panel = await openPanel(page);
  await expect(panel.getByRole('menuitem').filter({ hasText: 'Application closed' })).toContainText(
    'Casa Lola did not decide on Tapas Line Cook in time',
  );
});
