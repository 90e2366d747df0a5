import { apiPaths, paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';

const statusBadge = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^(Pending|Reviewed|Shortlisted|Offered|Hired|Rejected|Withdrawn)$/)
    .first();

test(
  'an application from applying to withdrawing, on both sides',
  { tag: '@phone' },
  async ({ page, browser, clientIp }, testInfo) => {
    // Arrange through the API: a restaurant with an open job, an applicant with a resume.
    const restaurant = await openSecondUser(browser, testInfo, clientIp);
    const venue = await createAccount(restaurant.page.request, testInfo, {
      userType: 'restaurant',
    });
    await giveVenue(restaurant.page.request, venue, {
      venueName: 'Casa Lola',
      timeZone: 'Europe/Madrid',
    });
    const title = uniqueWord('Grill Cook ');
    const job = await postJob(restaurant.page.request, { title });
    const applicant = await createAccount(page.request, testInfo);
    await saveResume(page.request);
    const id = await applyTo(page.request, job.id, 'I love grills.');

    // The applicant sees it in the list, then its page.
    await page.goto(paths.applicant.applications);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Casa Lola');
    await expect(row).toContainText('Pending');
    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(paths.applicant.application(id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Details');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Applied');
    await expect(page.getByRole('region', { name: 'Cover note' })).toContainText('I love grills.');

    // The restaurant reviews it: only the allowed moves are offered.
    const review = restaurant.page;
    await review.goto(paths.restaurant.application(id));
    await expect(review.getByRole('heading', { level: 1 })).toHaveText('Review Application');
    await expect(review.getByRole('region', { name: 'Applicant' })).toContainText(
      `${applicant.firstName} ${applicant.lastName}`,
    );
    await expect(review.getByRole('region', { name: 'Applicant' })).toContainText(applicant.email);
    await expect(review.getByRole('region', { name: 'Resume' })).toContainText(
      'Line cook, 5 years in busy brasseries',
    );
    const moveTo = review.getByLabel('Move to');
    await expect(moveTo.locator('option')).toHaveText([
      'Choose the next status',
      'Reviewed',
      'Shortlisted',
      'Offered',
      'Hired',
      'Rejected',
    ]);
    await moveTo.selectOption('Reviewed');
    await review.getByLabel('Note to the applicant').first().fill('Strong resume.');
    await review.getByRole('button', { name: 'Update status' }).click();
    await expect(toasts(review)).toContainText('Status updated');
    await expect(moveTo.locator('option')).toHaveText([
      'Choose the next status',
      'Shortlisted',
      'Offered',
      'Hired',
      'Rejected',
    ]);

    // Private notes are kept.
    await review.getByLabel('Notes', { exact: true }).fill('Call back on Monday.');
    await review.getByRole('button', { name: 'Save notes' }).click();
    await expect(toasts(review)).toContainText('Notes saved');

    // An interview in Madrid: the application becomes Shortlisted.
    const interview = review.getByRole('region', { name: 'Interview' });
    await interview.getByLabel('Date and time').fill('2031-05-20T15:00');
    // The venue's own zone (its profile) comes first; another is found by typing, among names
    // people read; the two boxes never overlap.
    const zone = interview.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue('Central European Time — Europe/Madrid');
    await zone.fill('new york');
    await interview.getByRole('option', { name: 'Eastern Time — America/New York' }).click();
    await expect(zone).toHaveValue('Eastern Time — America/New York');
    await zone.fill('madrid');
    await interview.getByRole('option', { name: 'Central European Time — Europe/Madrid' }).click();
    await expect(zone).toHaveValue('Central European Time — Europe/Madrid');
    const when = await interview.getByLabel('Date and time').boundingBox();
    const where = await zone.boundingBox();
    expect(when && where && when.y + when.height <= where.y).toBe(true);
    await interview.getByLabel('Place or video link').fill('Calle Mayor 1, Madrid');
    await interview.getByRole('button', { name: 'Schedule interview' }).click();
    await expect(toasts(review)).toContainText('Interview scheduled');
    await expect(review.getByRole('region', { name: 'Status' })).toContainText('Shortlisted');
    await expect(interview).toContainText('Venue time (Europe/Madrid)');
    await expect(interview.locator('time')).toContainText('03:00 PM');
    await expect(review.getByRole('region', { name: 'Timeline' })).toContainText(
      'Interview scheduled for',
    );
    await review.reload();
    await expect(review.getByLabel('Notes', { exact: true })).toHaveValue('Call back on Monday.');

    // The applicant sees the interview, the status, the note, never the private notes.
    await page.reload();
    await expect(statusBadge(page)).toHaveText('Shortlisted');
    const seen = page.getByRole('region', { name: 'Interview' });
    await expect(seen).toContainText('Calle Mayor 1, Madrid');
    await expect(seen).toContainText('Venue time (Europe/Madrid)');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Strong resume.');
    await expect(page.getByText('Call back on Monday.')).toHaveCount(0);

    // The applicant withdraws, with a note.
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
    await dialog.getByLabel('Note to the restaurant').fill('I took another job.');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(toasts(page)).toContainText('Application withdrawn');
    await expect(statusBadge(page)).toHaveText('Withdrawn');
    await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);

    // The restaurant can no longer move it.
    await review.reload();
    await expect(review.getByText('This application is closed')).toBeVisible();
    await expect(review.getByRole('region', { name: 'Timeline' })).toContainText(
      'I took another job.',
    );
    await restaurant.close();
  },
);

test('the applicant’s list: empty, then filtered by status in the URL', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  await createAccount(page.request, testInfo);
  await page.goto(paths.applicant.applications);
  await expect(page.getByText('You have not applied to any job yet')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
    'href',
    paths.jobs,
  );

  const restaurant = await openSecondUser(browser, testInfo, clientIp);
  const venue = await createAccount(restaurant.page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(restaurant.page.request, venue);
  const first = await postJob(restaurant.page.request, { title: uniqueWord('Barista ') });
  const second = await postJob(restaurant.page.request, { title: uniqueWord('Host ') });
  await saveResume(page.request);
  await applyTo(page.request, first.id);
  const reviewed = await applyTo(page.request, second.id);
  const move = await restaurant.page.request.post(`/api/applications/${reviewed}/status`, {
    data: { status: 'Reviewed', note: '' },
  });
  expect(move.status()).toBe(200);
  await restaurant.close();

  await page.reload();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('Reviewed');
  await expect(page).toHaveURL(`${paths.applicant.applications}?status=Reviewed`);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('listitem')).toContainText(second.title);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('Reviewed');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Status').selectOption('Hired');
  await expect(page.getByText('No applications with the status Hired')).toBeVisible();
});

test('cancelling an interview asks first; keeping it changes nothing', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  // Arrange through the API: an application with an interview scheduled.
  const seeker = await openSecondUser(browser, testInfo, clientIp);
  await createAccount(seeker.page.request, testInfo);
  await saveResume(seeker.page.request);
  const venue = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, venue);
  const job = await postJob(page.request, { title: uniqueWord('Sous Chef ') });
  const id = await applyTo(seeker.page.request, job.id);
  const scheduled = await page.request.put(`${apiPaths.application(id)}/interview`, {
    data: { localDateTime: '2031-03-10T11:00', timeZone: 'Europe/Madrid', location: 'Calle Sol 4' },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  await page.goto(paths.restaurant.application(id));
  const interview = page.getByRole('region', { name: 'Interview' });
  await expect(interview).toContainText('Calle Sol 4');
  const dialog = page.getByRole('dialog', { name: 'Cancel this interview?' });

  // Keep interview, and Escape, leave it as it was.
  await interview.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(dialog).toContainText('The applicant will see on their application');
  await dialog.getByRole('button', { name: 'Keep interview' }).click();
  await expect(dialog).toHaveCount(0);
  await interview.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(interview).toContainText('Calle Sol 4');
  await expect(page.getByRole('region', { name: 'Timeline' })).not.toContainText(
    'Interview cancelled',
  );

  // Confirmed: cancelled, and the page says so.
  await interview.getByRole('button', { name: 'Cancel interview' }).click();
  await dialog.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(toasts(page)).toContainText('Interview cancelled');
  await expect(dialog).toHaveCount(0);
  await expect(interview).not.toContainText('Calle Sol 4');
  await expect(interview.getByRole('button', { name: 'Schedule interview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Interview cancelled');

  // The applicant's page has no interview any more.
  await seeker.page.goto(paths.applicant.application(id));
  await expect(seeker.page.getByRole('region', { name: 'Timeline' })).toContainText(
    'Interview cancelled',
  );
  await expect(seeker.page.getByText('Calle Sol 4')).toHaveCount(0);
  await seeker.close();
});
