import { paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { uploadTextFiles } from '../support/files.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';

test('an applicant attaches a certificate from My Files; the venue downloads it', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  test.setTimeout(60_000);
  const restaurant = await openSecondUser(browser, testInfo, clientIp);
  const venue = await createAccount(restaurant.page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(restaurant.page.request, venue, { venueName: 'Casa Lola' });
  const job = await postJob(restaurant.page.request, { title: uniqueWord('Pastry Cook ') });
  await createAccount(page.request, testInfo);
  await saveResume(page.request);
  const id = await applyTo(page.request, job.id);

  // Before anything is attached, the venue cannot read the applicant's files.
  await restaurant.page.goto(paths.restaurant.application(id));
  const venueFiles = restaurant.page.getByRole('region', { name: 'Files' });
  await expect(venueFiles).toContainText('No files are attached to this application.');

  // The certificate is uploaded in My Files, then attached on the application's page.
  await uploadTextFiles(page, ['food-hygiene.txt']);
  await page.goto(paths.applicant.application(id));
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files).toContainText('No files attached yet.');
  await files.getByRole('button', { name: 'Attach file' }).click();
  await expect(files.getByText('Choose a file.')).toBeVisible();
  await files.getByLabel('A file from My Files').selectOption({ label: 'food-hygiene.txt' });
  await files.getByRole('button', { name: 'Attach file' }).click();
  await expect(toasts(page)).toContainText('File attached: the venue can read it now');
  await expect(files.getByText('food-hygiene.txt', { exact: true })).toBeVisible();
  // Nothing left to attach: the form points to My Files instead.
  await expect(files.getByRole('link', { name: 'Upload in My Files' })).toBeVisible();

  // The venue sees it and downloads it.
  await restaurant.page.reload();
  await expect(venueFiles.getByText('food-hygiene.txt', { exact: true })).toBeVisible();
  await expect(venueFiles.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  const downloading = restaurant.page.waitForEvent('download');
  await venueFiles.getByRole('link', { name: 'Download food-hygiene.txt' }).click();
  expect((await downloading).suggestedFilename()).toBe('food-hygiene.txt');

  // Removed again: the venue loses it, the file stays in My Files.
  await files.getByRole('button', { name: 'Remove food-hygiene.txt' }).click();
  await expect(toasts(page)).toContainText('File removed from the application');
  await expect(files).toContainText('No files attached yet.');
  await restaurant.page.reload();
  await expect(venueFiles).toContainText('No files are attached to this application.');
  await restaurant.close();
});
