import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, isPhone, test } from '../support/fixtures.ts';
import { giveVenue, saveProfile, uniqueWord } from '../support/jobs.ts';
import { arrangeHiring, composer, conversationList, threadMessages } from '../support/messaging.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';

test(
  'a restaurant messages an applicant from Browse Applicants and from their profile: one conversation',
  { tag: '@phone' },
  async ({ page, browser, clientIp }, testInfo) => {
    // An applicant with a visible resume, in a city of their own so the search finds only them.
    const city = uniqueWord('Ciudad');
    const firstName = 'Lucia';
    const applicant = await openSecondUser(browser, testInfo, clientIp);
    const account = await createAccount(applicant.page.request, testInfo, { firstName });
    await saveProfile(applicant.page.request, { firstName, lastName: account.lastName, city });
    await saveResume(applicant.page.request);
    const name = `${firstName} ${account.lastName}`;

    const restaurant = await createAccount(page.request, testInfo, { userType: 'restaurant' });
    await giveVenue(page.request, restaurant);
    await page.goto(`${paths.applications}?city=${city}`);
    const card = page.getByRole('list', { name: 'Applicants' }).getByRole('listitem').first();
    await card.getByRole('button', { name: `Message ${name}` }).click();
    await expect(page).toHaveURL(/\/messaging\?conversation=[0-9a-f-]{36}$/);
    const conversationUrl = page.url();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await composer(page).fill('Hello, we have a grill position.');
    await composer(page).press('Enter');
    await expect(threadMessages(page)).toHaveText([/Hello, we have a grill position\./]);
    // Not about an application: no "job · venue" line under the name.
    const thread = page.getByRole('region', { name: 'Conversation', exact: true });
    await expect(thread.getByRole('link', { name: / · / })).toHaveCount(0);
    if (!isPhone(testInfo.project.name)) {
      await expect(conversationList(page).getByRole('listitem')).toContainText(
        'You: Hello, we have a grill position.',
      );
    }

    // The profile page's button opens the same conversation.
    await page.goto(`${paths.applications}?city=${city}`);
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('button', { name: `Message ${name}` }).click();
    await expect(page).toHaveURL(conversationUrl);
    await applicant.close();
  },
);

test('an applicant messages the restaurant from their application; a refusal is told in a toast', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const { restaurant, venueName, jobTitle, applicationId } = await arrangeHiring(
    page,
    browser,
    testInfo,
    clientIp,
  );
  await page.goto(paths.applicant.application(applicationId));
  await page.getByRole('button', { name: `Message ${venueName}` }).click();
  await expect(page).toHaveURL(/\/messaging\?conversation=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: venueName })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `${jobTitle} · ${venueName}`, exact: true }),
  ).toHaveAttribute('href', paths.applicant.application(applicationId));

  await page.route(`**${apiPaths.messaging.conversations}`, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'forbidden', message: 'Forbidden' } }),
    }),
  );
  await page.goto(paths.applicant.application(applicationId));
  await page.getByRole('button', { name: `Message ${venueName}` }).click();
  await expect(toasts(page)).toContainText('The conversation could not be opened');
  await expect(toasts(page)).toContainText('You do not have access to this.');
  await expect(page).toHaveURL(paths.applicant.application(applicationId));
  await restaurant.close();
});
