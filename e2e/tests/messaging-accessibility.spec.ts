import { paths } from '@brigade/shared/routes';
import { axeSchemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  arrangeHiring,
  composer,
  conversationList,
  sendMessage,
  startConversation,
  threadMessages,
} from '../support/messaging.ts';

for (const { colorScheme, details } of axeSchemes) {
  test(
    `Messages has no serious axe violation (${colorScheme})`,
    details,
    async ({ page, browser, clientIp }, testInfo) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      const { restaurant, applicant, applicationId } = await arrangeHiring(
        page,
        browser,
        testInfo,
        clientIp,
      );

      await page.goto(paths.messaging);
      await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
      expect(await seriousViolations(page), 'empty').toEqual([]);

      const conversation = await startConversation(
        restaurant.page.request,
        applicant.user.id,
        applicationId,
      );
      await sendMessage(restaurant.page.request, conversation.id, 'Menu: https://example.com/menu');
      await page.goto(paths.messaging);
      await expect(conversationList(page).getByRole('listitem')).toHaveCount(1);
      expect(await seriousViolations(page), 'list with unread').toEqual([]);

      await conversationList(page).getByRole('link').click();
      await composer(page).fill('Thank you!');
      await composer(page).press('Enter');
      await expect(threadMessages(page)).toHaveCount(2);
      await composer(page).fill('x'.repeat(1_900));
      await expect(page.getByText('1,900 of 2,000 characters')).toBeVisible();
      expect(await seriousViolations(page), 'thread').toEqual([]);

      await restaurant.page.emulateMedia({ colorScheme });
      await restaurant.page.goto(paths.conversation(conversation.id));
      await expect(restaurant.page.getByText('Seen', { exact: true })).toBeVisible();
      expect(await seriousViolations(restaurant.page), 'thread with receipt').toEqual([]);
      await restaurant.close();
    },
  );
}
