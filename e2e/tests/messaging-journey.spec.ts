import { paths } from '@brigade/shared/routes';
import { userMenu } from '../support/accounts.ts';
import { expect, isPhone, test } from '../support/fixtures.ts';
import {
  arrangeHiring,
  composer,
  conversationList,
  liveChannelOpen,
  threadMessages,
} from '../support/messaging.ts';

test(
  'a restaurant and an applicant talk about an application, live, with read receipts',
  { tag: '@phone' },
  async ({ page, browser, clientIp }, testInfo) => {
    const { restaurant, venueName, jobTitle, applicant, applicationId } = await arrangeHiring(
      page,
      browser,
      testInfo,
      clientIp,
    );
    const applicantName = `${applicant.firstName} ${applicant.lastName}`;

    // The applicant has no conversation yet, and keeps the page open.
    const live = liveChannelOpen(page);
    await page.goto(paths.messaging);
    await live;
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      paths.applicant.applications,
    );

    // The restaurant opens the application and writes.
    const venue = restaurant.page;
    await venue.goto(paths.restaurant.application(applicationId));
    await venue.getByRole('button', { name: `Message ${applicantName}` }).click();
    await expect(venue).toHaveURL(/\/messaging\?conversation=[0-9a-f-]{36}$/);
    const conversationUrl = new URL(venue.url());
    await expect(venue.getByRole('heading', { level: 2, name: applicantName })).toBeVisible();
    const about = venue.getByRole('link', { name: `${jobTitle} · ${venueName}`, exact: true });
    await expect(about).toHaveAttribute('href', paths.restaurant.application(applicationId));
    await composer(venue).fill('Hello! Are you free on Friday?');
    await composer(venue).press('Enter');
    await expect(threadMessages(venue)).toHaveText([/Hello! Are you free on Friday\?/]);
    await expect(composer(venue)).toHaveValue('');

    // It reaches the applicant without a reload: the list, its unread badge, the header count.
    const row = conversationList(page).getByRole('listitem').filter({ hasText: venueName });
    await expect(row).toContainText('Hello! Are you free on Friday?');
    await expect(row).toContainText(`${jobTitle} · ${venueName}`);
    await expect(row.getByText('1 unread message')).toBeAttached();
    await userMenu(page, applicant.firstName).click();
    await expect(page.getByRole('menuitem', { name: /Messages/ })).toContainText(
      '1 unread message',
    );
    await page.keyboard.press('Escape');

    // Opening it reads it: the badge goes, the restaurant sees "Seen".
    await row.getByRole('link').click();
    await expect(page).toHaveURL(`${conversationUrl.pathname}${conversationUrl.search}`);
    await expect(threadMessages(page)).toHaveText([/Hello! Are you free on Friday\?/]);
    await expect(venue.getByText('Seen', { exact: true })).toBeVisible();
    if (!isPhone(testInfo.project.name)) {
      await expect(row.getByText('1 unread message')).toHaveCount(0);
    }

    // Shift+Enter is a new line, Enter sends.
    await composer(page).fill('Yes, after 5pm');
    await composer(page).press('Shift+Enter');
    await composer(page).pressSequentially('See you then');
    await expect(composer(page)).toHaveValue('Yes, after 5pm\nSee you then');
    await composer(page).press('Enter');
    await expect(threadMessages(page)).toHaveCount(2);
    const answer = threadMessages(venue).nth(1);
    await expect(answer).toContainText('Yes, after 5pm');
    expect(await answer.locator('p').first().innerText()).toBe('Yes, after 5pm\nSee you then');
    // Screen readers on the restaurant's side are told it arrived.
    await expect(
      venue.getByText(`New message from ${applicantName}: Yes, after 5pm`),
    ).toBeAttached();
    // The receipt moves to the newest of my messages once read.
    await expect(page.getByText('Seen', { exact: true })).toBeVisible();

    // A reload opens the same conversation (it is in the URL).
    await page.reload();
    await expect(threadMessages(page)).toHaveCount(2);

    // At 390 px the thread replaces the list, and the back button returns to it.
    if (isPhone(testInfo.project.name)) {
      await expect(conversationList(page)).toBeHidden();
      await page.getByRole('link', { name: 'Back to conversations' }).click();
      await expect(page).toHaveURL(paths.messaging);
      await expect(conversationList(page)).toBeVisible();
      await expect(composer(page)).toBeHidden();
    } else {
      await expect(conversationList(page)).toBeVisible();
    }
    await restaurant.close();
  },
);
