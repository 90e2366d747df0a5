import { paths } from '@brigade/shared/routes';
import { startCuttableProxy } from '../support/cuttable-proxy.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  arrangeHiring,
  composer,
  liveChannelOpen,
  sendMessage,
  startConversation,
  threadMessages,
} from '../support/messaging.ts';

test('after the connection drops, the open conversation catches up without a reload', async ({
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
  await sendMessage(restaurant.page.request, conversation.id, 'Before the drop');

  // The applicant's browser reaches the server through a network the test can cut.
  const proxy = await startCuttableProxy(String(testInfo.project.use.baseURL));
  const { viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL: proxy.url, viewport, hasTouch });
  await context.addCookies(await page.context().cookies());
  const applicantPage = await context.newPage();
  const live = liveChannelOpen(applicantPage);
  await applicantPage.goto(paths.conversation(conversation.id));
  await live;
  await expect(threadMessages(applicantPage)).toHaveText([/Before the drop/]);
  // Live delivery works through the proxy…
  await sendMessage(restaurant.page.request, conversation.id, 'Still connected');
  await expect(threadMessages(applicantPage)).toHaveCount(2);

  // …then the network goes: the live stream is cut and cannot come back while the message is
  // sent, so it can only appear by the browser catching up once it reconnects.
  proxy.goOffline();
  await sendMessage(restaurant.page.request, conversation.id, 'Sent while you were away');
  proxy.goOnline();
  await expect(threadMessages(applicantPage).nth(2)).toContainText('Sent while you were away', {
    timeout: 15_000,
  });
  await expect(threadMessages(applicantPage)).toHaveCount(3);
  // And it is live again afterwards.
  await sendMessage(restaurant.page.request, conversation.id, 'Back to normal');
  await expect(threadMessages(applicantPage).nth(3)).toContainText('Back to normal');

  await context.close();
  await proxy.close();
  await restaurant.close();
});

test('my own message, sent in one tab, shows once in each of my tabs', async ({
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
  const secondTab = await page.context().newPage();
  const live = liveChannelOpen(secondTab);
  await secondTab.goto(paths.conversation(conversation.id));
  await live;
  await expect(secondTab.getByText('No messages yet. Write the first one below.')).toBeVisible();

  // Both the answer to the send and the live event bring it to this tab: it shows once.
  await composer(page).fill('Only once, please');
  await composer(page).press('Enter');
  await expect(threadMessages(secondTab)).toHaveText([/Only once, please/]);
  await composer(page).fill('And this one once too');
  await composer(page).press('Enter');
  await expect(threadMessages(secondTab)).toHaveCount(2);
  await expect(threadMessages(page)).toHaveText([/Only once, please/, /And this one once too/]);
  await secondTab.close();
  await restaurant.close();
});
