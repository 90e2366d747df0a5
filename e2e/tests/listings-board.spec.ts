import { paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';

test('a manager moves an application from Pending straight to Shortlisted by keyboard, then offers it with a template', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  // Arrange through the API: an open job with one application.
  const applicantSide = await openSecondUser(browser, testInfo, clientIp);
  const venue = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, venue);
  const title = uniqueWord('Line Cook ');
  const job = await postJob(page.request, { title });
  const applicant = await createAccount(applicantSide.page.request, testInfo);
  await saveResume(applicantSide.page.request);
  const id = await applyTo(applicantSide.page.request, job.id, 'Free from Monday.');
  const name = `${applicant.firstName} ${applicant.lastName}`;

  // From Manage Listings to the listing's board.
  await page.goto(paths.restaurant.dashboard);
  await page.getByRole('link', { name: `Pipeline board: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pipeline board: ${title}`);
  const column = (status: string) => page.getByRole('region', { name: new RegExp(`^${status}`) });
  await expect(column('Pending')).toContainText(name);
  expect(await seriousViolations(page)).toEqual([]);

  // Space picks the card up, two arrow presses go past Reviewed to Shortlisted, Space drops it.
  const handle = page.getByRole('button', { name: `Move ${name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit starts listening for the arrow keys in a timer set when the card is picked up; an
  // arrow pressed before it fires scrolls the board instead (what a person, a frame slower,
  // never meets). A timer set now fires after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Over Reviewed.')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Over Shortlisted.')).toBeAttached();
  await page.keyboard.press('Space');

  await expect(toasts(page).first()).toContainText(`${name} is now Shortlisted`);
  await expect(column('Shortlisted')).toContainText(name);
  await expect(column('Pending')).not.toContainText(name);

  // A template, then the selection: move to Offered with the template's words to the applicant.
  await page.getByRole('button', { name: 'Add a template' }).click();
  await page.getByLabel('Template name').fill('Offer');
  await page.getByLabel('Message', { exact: true }).fill('Hi {name}, we would love you in {job}.');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(toasts(page).first()).toContainText('Template saved');
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bulk = page.getByRole('form', { name: 'Move the selected applications' });
  await bulk.getByLabel('Move to').selectOption({ label: 'Offered' });
  await bulk.getByLabel('Message to each applicant').selectOption({ label: 'Offer' });
  await bulk.getByRole('button', { name: 'Move selected' }).click();
  await expect(toasts(page).first()).toContainText('1 application moved');
  await expect(column('Offered')).toContainText(name);

  // The moves are the application's own: its page and the applicant say so.
  await page.goto(paths.restaurant.application(id));
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Offered');
  // A private tag, for the venue's eyes only.
  const tags = page.getByRole('region', { name: 'Private tags' });
  await tags.getByLabel('New tag').fill('Call back');
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await tags.getByRole('checkbox', { name: 'Call back' }).check();
  await tags.getByRole('button', { name: 'Save tags' }).click();
  await expect(toasts(page).first()).toContainText('Tags saved');
  await applicantSide.page.goto(paths.applicant.application(id));
  await expect(applicantSide.page.getByRole('main')).toContainText('Offered');
  await expect(applicantSide.page.getByRole('main')).not.toContainText('Call back');
  await applicantSide.page.goto(paths.messaging);
  await expect(applicantSide.page.getByRole('main')).toContainText(
    `Hi ${applicant.firstName}, we would love you in ${title}.`,
  );
  await applicantSide.close();
});
