import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';

test('publish a draft, close and reopen listings from Manage Listings', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, account);
  const draftTitle = `${uniqueWord('Draft')} host`;
  const openTitle = `${uniqueWord('Open')} server`;
  await postJob(page.request, { title: draftTitle, publish: false });
  const open = await postJob(page.request, { title: openTitle });

  await page.goto(paths.restaurant.dashboard);
  const listings = page.getByRole('region', { name: 'Your listings' });
  const card = (title: string) => listings.getByRole('listitem').filter({ hasText: title });
  const actions = (title: string) => page.getByRole('group', { name: `Actions for ${title}` });

  // Only the moves the status allows are offered.
  await expect(actions(draftTitle).getByRole('button')).toHaveText(['Publish']);
  await expect(actions(openTitle).getByRole('button')).toHaveText(['Renew', 'Boost', 'Close']);

  await actions(openTitle).getByRole('button', { name: 'Close' }).click();
  await expect(toasts(page).first()).toContainText(`${openTitle} is closed.`);
  await expect(card(openTitle)).toContainText('Closed');
  await expect(actions(openTitle).getByRole('button')).toHaveText(['Reopen']);
  // A closed job stays public, saying it no longer takes applications.
  const closed = await request.get(apiPaths.jobs.job(open.id));
  expect(((await closed.json()) as { status: string }).status).toBe('closed');

  await listings.getByRole('link', { name: 'Closed', exact: true }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(listings.getByRole('heading', { level: 3 })).toHaveText([openTitle]);
  await actions(openTitle).getByRole('button', { name: 'Reopen' }).click();
  await expect(toasts(page).first()).toContainText(`${openTitle} is open for applications.`);
  await expect(listings.getByText('No listings with this status.')).toBeVisible();
  expect((await request.get(apiPaths.jobs.job(open.id))).status()).toBe(200);

  await listings.getByRole('link', { name: 'All', exact: true }).click();
  await actions(draftTitle).getByRole('button', { name: 'Publish' }).click();
  await expect(toasts(page).first()).toContainText(`${draftTitle} is open for applications.`);
  await expect(card(draftTitle)).toContainText('Open');
});

test('the applications inbox filters by job and by status', async ({
  page,
  playwright,
  clientIp,
}, testInfo) => {
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, account);
  const grillWord = uniqueWord('Grill');
  const barWord = uniqueWord('Cocktail');
  const grill = await postJob(page.request, { title: `${grillWord} cook` });
  const bar = await postJob(page.request, { title: `${barWord} bartender` });

  // Two job seekers, each on a context (and address) of their own.
  for (const [index, [firstName, job]] of (
    [
      ['Lucía', grill],
      ['Mateo', bar],
    ] as const
  ).entries()) {
    const applicant = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: {
        'x-forwarded-for': clientIp.replace(
          /\.(\d+)$/,
          (_, n: string) => `.${(Number(n) + 60 + index) % 256}`,
        ),
      },
    });
    await createAccount(applicant, testInfo, { firstName, lastName: 'Ruiz' });
    await saveResume(applicant);
    await applyTo(applicant, job.id, 'Hello!');
    await applicant.dispose();
  }

  await page.goto(paths.restaurant.dashboard);
  const inbox = page.getByRole('region', { name: 'Applications' });
  const names = inbox.getByRole('list').getByRole('heading', { level: 3 });
  await expect(names).toHaveText(['Mateo Ruiz', 'Lucía Ruiz']);

  // The job filter searches the restaurant's listings by part of their title.
  const jobFilter = inbox.getByRole('combobox', { name: 'Job' });
  await jobFilter.fill('no-such-title');
  await expect(inbox).toContainText('None of your listings has “no-such-title” in its title.');
  await jobFilter.fill(grillWord.toLowerCase());
  const choices = inbox.getByRole('listbox', { name: 'Your listings' }).getByRole('option');
  await expect(choices).toHaveCount(2);
  await expect(choices.first()).toHaveText('All jobs');
  await expect(choices.nth(1)).toContainText(grill.title);
  await choices.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`jobId=${grill.id}`));
  await expect(jobFilter).toHaveValue(grill.title);
  await expect(names).toHaveText(['Lucía Ruiz']);
  await expect(inbox).toContainText(`for ${grill.title}`);

  await inbox.getByLabel('Status', { exact: true }).selectOption({ label: 'Reviewed' });
  await expect(page).toHaveURL(/appStatus=Reviewed/);
  await expect(inbox.getByText('No applications match these filters.')).toBeVisible();
  await inbox.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
  await expect(names).toHaveText(['Lucía Ruiz']);
  // After a reload the chosen job is read back from the URL, its title from the job.
  await page.reload();
  await expect(jobFilter).toHaveValue(grill.title);
  await expect(names).toHaveText(['Lucía Ruiz']);

  // By keyboard: the other job (past "All jobs"), then the clear button shows every job again.
  await jobFilter.fill(barWord);
  await expect(choices).toHaveCount(2);
  await expect(choices.nth(1)).toContainText(bar.title);
  await jobFilter.press('ArrowDown');
  await jobFilter.press('ArrowDown');
  await jobFilter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`jobId=${bar.id}`));
  await expect(names).toHaveText(['Mateo Ruiz']);
  await inbox.getByRole('button', { name: 'Show applications to all jobs' }).click();
  await expect(page).not.toHaveURL(/jobId=/);
  await expect(jobFilter).toHaveValue('');
  await expect(names).toHaveText(['Mateo Ruiz', 'Lucía Ruiz']);

  await page.goto(paths.restaurant.dashboard);
  // A listing's count links to the inbox filtered to it.
  const barCard = page
    .getByRole('region', { name: 'Your listings' })
    .getByRole('listitem')
    .filter({ hasText: bar.title });
  await expect(barCard).toContainText('New this week: 1');
  await barCard.getByRole('link', { name: /Applications: 1/ }).click();
  await expect(page).toHaveURL(new RegExp(`jobId=${bar.id}`));
  await expect(names).toHaveText(['Mateo Ruiz']);
  await names.getByRole('link', { name: 'Mateo Ruiz' }).click();
  await expect(page).toHaveURL(/\/restaurant\/applications\/[\w-]+$/);
});
