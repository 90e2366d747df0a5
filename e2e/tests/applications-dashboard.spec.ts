import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { applyTo, giveVenue, postJob, saveProfile, uniqueWord } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';

test('the job seeker’s dashboard: applications by status, interviews, jobs that match', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const city = uniqueWord('Puerto');
  const restaurant = await openSecondUser(browser, testInfo, clientIp);
  const venue = await createAccount(restaurant.page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(restaurant.page.request, venue, { venueName: 'Bar Sol', city });
  const barista = await postJob(restaurant.page.request, {
    title: uniqueWord('Barista '),
    role: 'barista',
    city,
  });
  const cook = await postJob(restaurant.page.request, {
    title: uniqueWord('Cook '),
    role: 'cook',
    city,
  });

  const applicant = await createAccount(page.request, testInfo);
  await page.goto(paths.applicant.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByRole('region', { name: 'Your applications' })).toContainText(
    'You have not applied to any job yet.',
  );
  await expect(page.getByRole('region', { name: 'Jobs for you' })).toContainText(
    'Add the roles you want',
  );

  await saveResume(page.request, {
    headline: 'Barista',
    roles: ['barista'],
    visibility: 'visible',
  });
  await saveProfile(page.request, {
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    city,
  });
  const id = await applyTo(page.request, cook.id);
  const interview = await restaurant.page.request.put(`/api/applications/${id}/interview`, {
    data: { localDateTime: '2031-06-01T10:30', timeZone: 'Europe/Madrid', location: 'Bar Sol' },
  });
  expect(interview.status(), await interview.text()).toBe(200);
  await restaurant.close();

  // The counts come in one request.
  const asked: string[] = [];
  page.on('request', (sent) =>
    asked.push(new URL(sent.url()).pathname + new URL(sent.url()).search),
  );
  const countsAnswer = page.waitForResponse((answer) =>
    answer.url().endsWith(apiPaths.applicantApplicationCounts),
  );
  await page.reload();
  expect((await countsAnswer).status()).toBe(200);
  const counts = page.getByRole('region', { name: 'Your applications' });
  await expect(counts.getByRole('link', { name: /Shortlisted/ })).toContainText('1');
  // Only the statuses with applications are shown (no tile of 0).
  await expect(counts.getByRole('link', { name: /Pending/ })).toHaveCount(0);
  const upcoming = page.getByRole('region', { name: 'Upcoming interviews' });
  await expect(upcoming.getByRole('link', { name: `${cook.title} at Bar Sol` })).toHaveAttribute(
    'href',
    paths.applicant.application(id),
  );
  const jobs = page.getByRole('region', { name: 'Jobs for you' });
  await expect(jobs).toContainText(`Open jobs for Barista in ${city}.`);
  await expect(jobs.getByRole('listitem')).toHaveCount(1);
  await expect(jobs).toContainText(barista.title);

  // The old way, one page-size-1 list request per status, is gone.
  expect(asked.filter((path) => /[?&]pageSize=1(&|$)/.test(path))).toEqual([]);
  await counts.getByRole('link', { name: /Shortlisted/ }).click();
  await expect(page).toHaveURL(`${paths.applicant.applications}?status=Shortlisted`);
});
