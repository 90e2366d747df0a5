import { paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant } from '../support/job-board.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { mailedLinkFor } from '../support/outbox.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';
import { putOnPlan } from '../support/plans.ts';

test('a restaurant gets the new-application mail and its link opens the application', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const venue = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, venue, { venueName: 'Casa Lola' });
  const title = uniqueWord('Pastry Chef ');
  const job = await postJob(page.request, { title });
  const applicant = await openSecondUser(browser, testInfo, clientIp);
  await createAccount(applicant.page.request, testInfo, { firstName: 'Lucía' });
  await saveResume(applicant.page.request);
  const id = await applyTo(applicant.page.request, job.id);

  const link = await mailedLinkFor(venue.email, /https?:\/\/\S+\/restaurant\/applications\/[\w-]+/);
  expect(link).toBe(paths.restaurant.application(id));
  await page.goto(link);
  await expect(page.getByRole('main')).toContainText(title);
  await expect(page.getByRole('main')).toContainText('Lucía');
});

test('an applicant creates a job alert and gets the mail of the matching job', async ({
  page,
  playwright,
  clientIp,
}, testInfo) => {
  const city = uniqueWord('Alertville');
  const applicant = await createAccount(page.request, testInfo);
  // Instant alerts come with Pro (daily ones are free, and mailed once a day).
  await putOnPlan(page.request, 'pro');
  await page.goto(`${paths.jobs}?city=${city}&role=cook`);
  await page.getByRole('button', { name: 'Create alert' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Alert name').fill(`Cooks in ${city}`);
  await dialog.getByRole('radio', { name: /Instant/ }).check();
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(toasts(page)).toContainText('alert');

  const restaurant = await newRestaurant(playwright, testInfo, clientIp);
  const title = uniqueWord('Grill Cook ');
  const job = await postJob(restaurant, { title, city, role: 'cook' });
  const link = await mailedLinkFor(applicant.email, /https?:\/\/\S+\/jobs\/[\w-]+/);
  expect(link).toBe(paths.job(job.id));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await restaurant.dispose();
});
