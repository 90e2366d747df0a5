import { paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant } from '../support/job-board.ts';
import { postJob, uniqueWord } from '../support/jobs.ts';

const otherIp = (clientIp: string) =>
  clientIp.replace(/\.(\d+)$/, (_, n: string) => `.${(Number(n) + 100) % 256}`);

test('a job seeker saves a job from Browse Jobs, finds it on the dashboard, opens it and unsaves it', async ({
  page,
  playwright,
  clientIp,
}, testInfo) => {
  const city = uniqueWord('Savedville');
  const title = `${uniqueWord('Sommelier')} wanted`;
  const restaurant = await newRestaurant(playwright, testInfo, otherIp(clientIp), { city });
  await postJob(restaurant, { title, city });
  await restaurant.dispose();

  await createAccount(page.request, testInfo);
  await page.goto(`${paths.jobs}?city=${encodeURIComponent(city)}`);
  const card = page
    .getByRole('list', { name: 'Jobs' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: title }),
    });
  const save = card.getByRole('button', { name: `Save job: ${title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto(paths.applicant.dashboard);
  const savedJobs = page.getByRole('region', { name: 'Saved jobs' });
  await savedJobs.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const toggle = page.getByRole('main').getByRole('button', { name: 'Save job' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await page.goto(paths.applicant.dashboard);
  await expect(savedJobs.getByText('No saved jobs yet')).toBeVisible();
  await expect(savedJobs.getByRole('link', { name: 'Browse Jobs' })).toBeVisible();
});
