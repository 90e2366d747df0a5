import { paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant } from '../support/job-board.ts';
import { postJob, uniqueWord } from '../support/jobs.ts';
import { sampleResume, saveResume } from '../support/resumes.ts';

const otherIp = (clientIp: string) =>
  clientIp.replace(/\.(\d+)$/, (_, n: string) => `.${(Number(n) + 100) % 256}`);

test('a cook who works weekday lunches keeps the jobs that fit and sees what a week brings', async ({
  page,
  playwright,
  clientIp,
}, testInfo) => {
  const city = uniqueWord('Fitford');
  const lunches = `${uniqueWord('Lunch cook')}`;
  const weekends = `${uniqueWord('Weekend cook')}`;
  const restaurant = await newRestaurant(playwright, testInfo, otherIp(clientIp), { city });
  // 12 an hour for 20 hours, and about 2 an hour in tips the staff keep: about 280 a week.
  await postJob(restaurant, {
    title: lunches,
    city,
    shifts: { mon: ['lunch'], tue: ['lunch'] },
    salary: 12,
    hoursMin: 20,
    hoursMax: null,
    tipModel: 'kept',
    tipsMin: 2,
    tipsPer: 'hour',
  });
  await postJob(restaurant, { title: weekends, city, shifts: { sat: ['dinner'] } });
  await restaurant.dispose();

  await createAccount(page.request, testInfo);
  await saveResume(page.request, {
    ...sampleResume,
    availability: { mon: ['lunch'], tue: ['lunch'], wed: ['lunch'] },
  });
  await page.goto(`${paths.jobs}?city=${encodeURIComponent(city)}`);
  const results = page.getByRole('list', { name: 'Jobs' });
  const card = (title: string) =>
    results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card(lunches)).toContainText('Fits your availability: 2 of 2 shifts');
  await expect(card(weekends)).toContainText('Your availability: 0 of 1 shifts');

  const search = page.getByRole('search', { name: 'Search jobs' });
  await search.getByRole('checkbox', { name: 'Fits my availability' }).check();
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/fits=true/);
  await expect(results.getByRole('heading')).toHaveText([lunches]);
  // The venue states no currency, so the figures are bare numbers.
  await expect(card(lunches)).toContainText(
    'About 280 a week for 20 h, tips included · the venue’s estimate',
  );
  await card(lunches).getByRole('link', { name: lunches }).click();
  const facts = page.getByRole('region', { name: 'Key facts' });
  await expect(facts).toContainText('Kept by whoever earns them, typically 2 per hour');
  await expect(facts).toContainText('About 280 a week for 20 h, tips included');
});
