import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant } from '../support/job-board.ts';
import { giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';

const otherIp = (clientIp: string) =>
  clientIp.replace(/\.(\d+)$/, (_, n: string) => `.${(Number(n) + 100) % 256}`);

test(
  'a job seeker with a resume applies from the job page',
  { tag: '@phone' },
  async ({ page, playwright, clientIp }, testInfo) => {
    const restaurant = await newRestaurant(playwright, testInfo, otherIp(clientIp), {
      venueName: 'Le Petit Zinc',
      city: 'Lyon',
    });
    const title = `${uniqueWord('Commis')} chef`;
    const job = await postJob(restaurant, {
      title,
      city: 'Lyon',
      postcode: '69002',
      salary: 12.5,
      salaryMax: 14,
      tipModel: 'pooled',
      employmentType: 'part_time',
      startDate: '2030-06-01',
      description: 'Lunch service, five days a week.\n\nStaff meal included.',
      requirements: ['Food hygiene certificate', 'Weekend availability'],
    });
    await restaurant.dispose();

    await createAccount(page.request, testInfo);
    await saveResume(page.request);
    await page.goto(paths.job(job.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('12.50–14.00 per hour + tips')).toBeVisible();
    await expect(page.getByText('Part-time')).toBeVisible();
    await expect(page.getByText('June 1, 2030')).toBeVisible();
    await expect(page.getByText('Staff meal included.')).toBeVisible();
    const requirements = page.getByRole('region', { name: 'Requirements' });
    await expect(requirements.getByRole('listitem')).toHaveText([
      'Food hygiene certificate',
      'Weekend availability',
    ]);
    await expect(page.getByRole('region', { name: 'About the venue' })).toContainText(
      'Le Petit Zinc',
    );

    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cover note').fill('I know a busy lunch service well.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(toasts(page).first()).toContainText('Application sent');
    await expect(page.getByText('You applied for this job.')).toBeVisible();
    const link = page.getByRole('link', { name: 'View your application' });
    await expect(link).toHaveAttribute('href', /^\/applicant\/applications\/[\w-]+$/);
    // The server remembers: after a reload the page still says so.
    await page.reload();
    await expect(page.getByText('You applied for this job.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  },
);

test('without a resume, the job page points to Create Resume', async ({
  page,
  playwright,
  clientIp,
}, testInfo) => {
  const restaurant = await newRestaurant(playwright, testInfo, otherIp(clientIp));
  const job = await postJob(restaurant, { title: `${uniqueWord('Runner')} needed` });
  await restaurant.dispose();
  await createAccount(page.request, testInfo);
  await page.goto(paths.job(job.id));
  await expect(page.getByText('Create your resume before applying.')).toBeVisible();
  await page.getByRole('link', { name: 'Create your resume' }).click();
  await expect(page).toHaveURL(paths.applicant.createResume);
});

test('signed out, Apply asks to sign in and comes back to the job', async ({
  page,
  playwright,
  clientIp,
}, testInfo) => {
  const restaurant = await newRestaurant(playwright, testInfo, otherIp(clientIp));
  const job = await postJob(restaurant, { title: `${uniqueWord('Host')} wanted` });
  await restaurant.dispose();
  await page.goto(paths.job(job.id));
  await page.getByRole('link', { name: 'Sign in to apply' }).click();
  await expect(page).toHaveURL(
    `${paths.auth.login('applicant')}&returnTo=${encodeURIComponent(paths.job(job.id))}`,
  );
});

test('the posting restaurant sees Edit and its draft; others get not found', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, account, { venueName: 'Bar Nube' });
  const job = await postJob(page.request, { title: `${uniqueWord('Draft')} cook`, publish: false });
  await page.goto(paths.job(job.id));
  await expect(
    page.getByRole('status').filter({ hasText: 'This listing is a draft' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit listing' })).toHaveAttribute(
    'href',
    paths.restaurant.editListing(job.id),
  );
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

  // Anyone else: the draft does not exist.
  expect((await request.get(apiPaths.jobs.job(job.id))).status()).toBe(404);
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(paths.job(job.id));
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Job not found');
  await expect(visitorPage.getByRole('link', { name: 'Browse open jobs' })).toBeVisible();
  await visitor.close();
});
