import { apiPaths, paths } from '@brigade/shared/routes';
import { expect, test } from '../support/fixtures.ts';
import {
  arrangeHiring,
  composer,
  sendMessage,
  startConversation,
  threadMessages,
} from '../support/messaging.ts';

test('a message is shown as text; only its web address becomes a (safe) link', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const { restaurant, applicant, applicationId } = await arrangeHiring(
    page,
    browser,
    testInfo,
    clientIp,
  );
  const conversation = await startConversation(
    restaurant.page.request,
    applicant.user.id,
    applicationId,
  );
  const text =
    '<b>hi</b> <img src=x onerror=alert(1)> javascript:alert(2) menu: https://example.com/menu?d=1.';
  await sendMessage(restaurant.page.request, conversation.id, text);
  page.on('dialog', (dialog) => {
    throw new Error(`A script ran: ${dialog.message()}`);
  });

  await page.goto(paths.conversation(conversation.id));
  const message = threadMessages(page).first();
  await expect(message).toContainText(
    '<b>hi</b> <img src=x onerror=alert(1)> javascript:alert(2) menu: https://example.com/menu?d=1.',
  );
  await expect(message.locator('b, img, script')).toHaveCount(0);
  const links = message.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveText('https://example.com/menu?d=1');
  await expect(links).toHaveAttribute('href', 'https://example.com/menu?d=1');
  await expect(links).toHaveAttribute('target', '_blank');
  await expect(links).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await restaurant.close();
});

test('the composer counts near the limit, and a refused message keeps its text', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const { restaurant, applicationId } = await arrangeHiring(page, browser, testInfo, clientIp);
  const conversation = await startConversation(
    page.request,
    restaurant.account.user.id,
    applicationId,
  );
  await page.goto(paths.conversation(conversation.id));
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await composer(page).fill('   ');
  await expect(send).toBeDisabled();

  await composer(page).fill('a'.repeat(1_799));
  await expect(page.getByText(/of 2,000 characters$/)).toHaveCount(0);
  await composer(page).fill('a'.repeat(1_800));
  await expect(page.getByText('1,800 of 2,000 characters')).toBeVisible();
  await composer(page).fill('a'.repeat(2_100));
  await expect(page.getByText('2,000 of 2,000 characters')).toBeVisible();
  await expect(composer(page)).toHaveValue('a'.repeat(2_000));
  await expect(composer(page)).toHaveAccessibleDescription(/2,000 of 2,000 characters/);

  // The server refuses (here: the other account was just deactivated): the text stays.
  await page.route(`**${apiPaths.messaging.messages(conversation.id)}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'recipient_unavailable', message: 'Unavailable' },
          }),
        })
      : route.continue(),
  );
  await composer(page).fill('Are you still hiring?');
  await composer(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    "This person's account is no longer active, so they cannot receive messages.",
  );
  await expect(composer(page)).toHaveValue('Are you still hiring?');
  await expect(composer(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(threadMessages(page)).toHaveCount(0);
  await restaurant.close();
});

test('a deleted account shows as "Deleted user", and nobody can write to it', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const { restaurant, applicant, applicationId } = await arrangeHiring(
    page,
    browser,
    testInfo,
    clientIp,
  );
  const conversation = await startConversation(
    page.request,
    restaurant.account.user.id,
    applicationId,
  );
  await sendMessage(page.request, conversation.id, 'Thank you for your time.');
  const deleted = await page.request.delete(apiPaths.account, {
    data: { password: applicant.password },
  });
  expect(deleted.status(), await deleted.text()).toBe(204);

  const venue = restaurant.page;
  await venue.goto(paths.conversation(conversation.id));
  await expect(venue.getByRole('heading', { level: 2, name: 'Deleted user' })).toBeVisible();
  await expect(threadMessages(venue)).toHaveText([/Thank you for your time\./]);
  await expect(composer(venue)).toBeDisabled();
  await expect(composer(venue)).toHaveAccessibleDescription(
    'This account has been deleted, so you can no longer reply.',
  );
  await expect(venue.getByRole('button', { name: 'Send' })).toBeDisabled();
  await restaurant.close();
});

test('"Load earlier messages" reads older pages and keeps the reader’s place', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  test.setTimeout(60_000);
  const { restaurant, applicationId } = await arrangeHiring(page, browser, testInfo, clientIp);
  const conversation = await startConversation(
    page.request,
    restaurant.account.user.id,
    applicationId,
  );
  // 36 messages, from both sides (each account may send 30 a minute); a page holds 30.
  for (let n = 1; n <= 36; n += 1) {
    const sender = n % 2 === 0 ? restaurant.page.request : page.request;
    await sendMessage(sender, conversation.id, `Message number ${n}`);
  }

  await page.goto(paths.conversation(conversation.id));
  await expect(threadMessages(page)).toHaveCount(30);
  await expect(threadMessages(page).first()).toContainText('Message number 7');
  // The thread opens at its newest message.
  await expect(threadMessages(page).last()).toBeInViewport();
  await page.getByRole('button', { name: 'Load earlier messages' }).click();
  await expect(threadMessages(page)).toHaveCount(36);
  await expect(threadMessages(page).first()).toContainText('Message number 1');
  await expect(page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
  // What was at the top stays in view; the older messages are above it.
  const seventh = page.getByText('Message number 7', { exact: true });
  await expect(threadMessages(page).filter({ has: seventh })).toBeInViewport();
  await expect(threadMessages(page).first()).not.toBeInViewport();
  await restaurant.close();
});
