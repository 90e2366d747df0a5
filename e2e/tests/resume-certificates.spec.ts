import { paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { uploadTextFiles } from '../support/files.ts';
import { expect, test } from '../support/fixtures.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';

test('a cook links a certificate to its scan; the venue applied to opens it and marks it checked', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  // The cook: a resume, and the certificate's scan in My Files.
  await createAccount(page.request, testInfo);
  await saveResume(page.request);
  await uploadTextFiles(page, ['hygiene-certificate.txt']);

  // Create Resume: a food hygiene certificate with that scan as its document.
  await page.goto(paths.applicant.createResume);
  await page.getByRole('button', { name: 'Add certificate' }).click();
  const certificate = page.getByRole('group', { name: 'Certificate 1' });
  await certificate.getByLabel('Kind').selectOption({ label: 'Food hygiene' });
  await certificate.getByLabel('Expiry date').fill('2030-06-30');
  await certificate.getByLabel('Document').selectOption({ label: 'hygiene-certificate.txt' });
  await page.getByRole('button', { name: 'Save resume' }).click();
  await expect(toasts(page)).toContainText('Resume saved');

  // A venue the cook applies to.
  const venueSide = await openSecondUser(browser, testInfo, clientIp);
  const owner = await createAccount(venueSide.page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(venueSide.page.request, owner);
  const job = await postJob(venueSide.page.request, { title: uniqueWord('Line Cook ') });
  const id = await applyTo(page.request, job.id);

  // The venue opens the document from the application, then marks the certificate checked.
  const venue = venueSide.page;
  await venue.goto(paths.restaurant.application(id));
  const resume = venue.getByRole('region', { name: 'Resume' });
  const documentLink = resume.getByRole('link', { name: 'View document: Food hygiene' });
  const download = venue.waitForEvent('download');
  await documentLink.click();
  expect((await download).suggestedFilename()).toBe('hygiene-certificate.txt');
  await resume.getByRole('button', { name: 'Mark as checked: Food hygiene' }).click();
  await expect(toasts(venue).first()).toContainText('Marked as checked');
  await expect(resume.getByText('Checked by a venue')).toBeVisible();
  await expect(resume.getByRole('button', { name: /^Mark as checked/ })).toHaveCount(0);
  await venueSide.close();

  // The cook sees the mark on their own certificate.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Certificate 1' }).getByText('Checked by a venue'),
  ).toBeVisible();
});
