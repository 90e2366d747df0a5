import { paths } from '@brigade/shared/routes';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { expect, test as base } from '../support/fixtures.ts';
import { openFilters, resultTitles, search } from '../support/job-board.ts';

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
