import { paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant, openFilters, resultTitles, search } from '../support/job-board.ts';
import { giveVenue, postJob, uniqueWord } from '../support/jobs.ts';

// Every test posts its jobs in a city of its own, so parallel tests never see each other's jobs.

test('the words narrow the results, and a shared URL shows the same search', async ({
  page,
}, testInfo) => {
  const city = uniqueWord('Wordville');
  const word = uniqueWord('Flambe');
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, account, { city });
  await postJob(page.request, { title: `${word} chef de partie`, city });
  await postJob(page.request, { title: 'Night porter', city });

  await page.goto(`${paths.jobs}?city=${city}`);
  await expect(resultTitles(page)).toHaveCount(2);
  await page.getByLabel('Job title, skill or venue').fill(word);
  await search(page);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(resultTitles(page)).toHaveText([`${word} chef de partie`]);
  await expect(page.getByText('Jobs found: 1')).toBeVisible();

  // Reload and a fresh tab keep the search: it lives in the URL.
  const url = page.url();
  await page.reload();
  await expect(resultTitles(page)).toHaveText([`${word} chef de partie`]);
  await expect(page.getByLabel('Job title, skill or venue')).toHaveValue(word);
  const shared = await page.context().newPage();
  await shared.goto(url);
  await expect(resultTitles(shared)).toHaveText([`${word} chef de partie`]);
  await shared.close();
});

test(
  'role, contract and city each narrow the results',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const city = uniqueWord('Filterton');
    const otherCity = uniqueWord('Elsewhere');
    const word = uniqueWord('Brigadier');
    const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
    await giveVenue(page.request, account, { city });
    await postJob(page.request, { title: `${word} bartender`, role: 'bartender', city });
    await postJob(page.request, {
      title: `${word} cook`,
      role: 'cook',
      employmentType: 'seasonal',
      city,
    });
    await postJob(page.request, { title: `${word} barista`, role: 'barista', city: otherCity });

    await page.goto(`${paths.jobs}?q=${word}`);
    await expect(resultTitles(page)).toHaveCount(3);

    await openFilters(page, testInfo);
    await page.getByLabel('City').fill(city);
    await search(page);
    await expect(page).toHaveURL(new RegExp(`city=${city}`));
    await expect(resultTitles(page)).toHaveCount(2);
    await expect(page.getByRole('heading', { name: `${word} barista` })).toHaveCount(0);

    await openFilters(page, testInfo);
    await page.getByLabel('Role').selectOption({ label: 'Bartender' });
    await search(page);
    await expect(page).toHaveURL(/role=bartender/);
    await expect(resultTitles(page)).toHaveText([`${word} bartender`]);

    await openFilters(page, testInfo);
    await page.getByLabel('Role').selectOption({ label: 'Any role' });
    await page.getByLabel('Contract').selectOption({ label: 'Seasonal' });
    await search(page);
    await expect(page).toHaveURL(/employmentType=seasonal/);
    await expect(page).not.toHaveURL(/role=/);
    await expect(resultTitles(page)).toHaveText([`${word} cook`]);
    // The phone's Filters button says how many filters are set.
    if (testInfo.project.name === 'phone') {
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    }
  },
);

test('minimum pay narrows the results, on hourly terms across periods', async ({
  page,
}, testInfo) => {
  const city = uniqueWord('Paysville');
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  // Pay is compared in one currency: the venue pays in pounds, Browse Jobs in English asks in
  // pounds unless told otherwise.
  await giveVenue(page.request, account, { city, country: 'GB', currency: 'GBP' });
  await postJob(page.request, { title: 'Modest pay', salary: 12, city });
  await postJob(page.request, {
    title: 'Better pay',
    salary: 18,
    salaryMax: 20,
    city,
    tipModel: 'pooled',
  });
  await postJob(page.request, { title: 'No pay stated', city });

  await page.goto(`${paths.jobs}?city=${city}`);
  await expect(resultTitles(page)).toHaveCount(3);
  await expect(page.getByText('£18 – £20 per hour + tips')).toBeVisible();

  await openFilters(page, testInfo);
  await page.getByLabel('Minimum pay').fill('15');
  await search(page);
  await expect(page).toHaveURL(/minPay=15/);
  await expect(resultTitles(page)).toHaveText(['Better pay']);

  // 30,000 a year is 14.42 an hour: still only the better-paid job.
  await openFilters(page, testInfo);
  await page.getByLabel('Minimum pay').fill('30000');
  await page.getByLabel('Pay per').selectOption({ label: 'Year' });
  await search(page);
  await expect(page).toHaveURL(/minPay=30000&payPeriod=year/);
  await expect(resultTitles(page)).toHaveText(['Better pay']);

  await openFilters(page, testInfo);
  await page.getByLabel('Minimum pay').fill('20000');
  await search(page);
  await expect(resultTitles(page)).toHaveCount(2);
});

test('"posted within" is applied: a fresh job is in the last 24 hours', async ({
  page,
}, testInfo) => {
  // Jobs cannot be backdated through the API, so this proves the filter reaches the server and a
  // job posted now passes a one-day window; jobs-posted-within.spec.ts shows older jobs left out
  // on a server seeded with the demo data (published over the last three weeks).
  const city = uniqueWord('Freshford');
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, account, { city });
  await postJob(page.request, { title: 'Posted just now', city });

  await page.goto(`${paths.jobs}?city=${city}`);
  await expect(resultTitles(page)).toHaveText(['Posted just now']);
  await expect(page.getByText('Posted today')).toBeVisible();
  await openFilters(page, testInfo);
  const request = page.waitForRequest(
    (sent) => sent.url().includes('/api/jobs?') && sent.url().includes('postedWithin=1'),
  );
  await page.getByLabel('Posted within').selectOption({ label: 'Last 24 hours' });
  await search(page);
  await request;
  await expect(page).toHaveURL(/postedWithin=1/);
  await expect(resultTitles(page)).toHaveText(['Posted just now']);
  await page.reload();
  await openFilters(page, testInfo);
  await expect(page.getByLabel('Posted within')).toHaveValue('1');
});

test('sort by pay, newest and best match', async ({ page }, testInfo) => {
  const city = uniqueWord('Sortby');
  const word = uniqueWord('Mixologist');
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, account, { city });
  await postJob(page.request, {
    title: 'First posted',
    salary: 14,
    city,
    description: `A calm bar team; the ${word} role suits a steady pair of hands.`,
  });
  await postJob(page.request, { title: `${word} lead`, salary: 25, city });
  await postJob(page.request, { title: 'Last posted', salary: 11, city });

  await page.goto(`${paths.jobs}?city=${city}`);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(resultTitles(page)).toHaveText(['Last posted', `${word} lead`, 'First posted']);

  // Pay is ranked within one currency, the reader's unless the search names one (English: pounds).
  await page.getByLabel('Sort by').selectOption({ label: 'Highest pay' });
  await expect(page).toHaveURL(/currency=GBP&sort=pay/);
  await expect(page.getByLabel('Sort by')).toHaveValue('pay');
  await expect(page.getByRole('option', { name: 'Highest pay in GBP' })).toBeAttached();
  await expect(resultTitles(page)).toHaveText([`${word} lead`, 'First posted', 'Last posted']);

  // With words, "Best match" is the default: a title match ranks above a description match.
  await page.goto(`${paths.jobs}?city=${city}&q=${word}`);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(resultTitles(page)).toHaveText([`${word} lead`, 'First posted']);
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await expect(resultTitles(page)).toHaveText([`${word} lead`, 'First posted']);
  await page.getByLabel('Sort by').selectOption({ label: 'Highest pay' });
  await expect(page).toHaveURL(/sort=pay/);
  await expect(resultTitles(page)).toHaveText([`${word} lead`, 'First posted']);
});

test('results come 20 a page', async ({ page, playwright, clientIp }, testInfo) => {
  const city = uniqueWord('Pagetown');
  // Posting is limited to 5 a minute per restaurant: 21 jobs from five restaurants.
  for (let venue = 0; venue < 5; venue += 1) {
    const ip = clientIp.replace(/\.(\d+)$/, (_, n: string) => `.${(Number(n) + 40 + venue) % 256}`);
    const request = await newRestaurant(playwright, testInfo, ip, { city });
    const count = venue === 4 ? 1 : 5;
    for (let job = 0; job < count; job += 1) {
      await postJob(request, { title: `Shift ${venue * 5 + job + 1}`, city });
    }
    await request.dispose();
  }

  await page.goto(`${paths.jobs}?city=${city}`);
  await expect(page.getByText('Jobs found: 21')).toBeVisible();
  await expect(resultTitles(page)).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Pages of jobs' });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(resultTitles(page)).toHaveText(['Shift 1']);
  await expect(pager).toContainText('Page 2 of 2');
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(resultTitles(page)).toHaveCount(20);
  await expect(resultTitles(page).first()).toHaveText('Shift 21');
});

test(
  'a search with no results says so and offers to clear the filters',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const city = uniqueWord('Nowhere');
    await page.goto(`${paths.jobs}?city=${city}&role=chef`);
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    await openFilters(page, testInfo);
    await expect(page.getByLabel('City')).toHaveValue(city);
    await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(paths.jobs);
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toHaveCount(0);
  },
);

test('a mistyped word is corrected and the page says what it searched', async ({
  page,
}, testInfo) => {
  const city = uniqueWord('Typoton');
  const word = uniqueWord('Saucier').toLowerCase();
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, account, { city });
  await postJob(page.request, { title: `${word} wanted`, city });
  // One letter dropped from the front part of the word.
  const typo = word.replace('saucier', 'sucier');
  await page.goto(`${paths.jobs}?city=${city}&q=${typo}`);
  await expect(page.getByText(`Showing results for “${word}”`)).toBeVisible();
  await expect(resultTitles(page)).toHaveText([`${word} wanted`]);
});
