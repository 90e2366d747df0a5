import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant } from '../support/job-board.ts';
import { badge, bell, openPanel, otherIp } from '../support/notifications.ts';
import { saveResume } from '../support/resumes.ts';

test(
  'messages sent through the API: one New Message each, in a bounded list that scrolls',
  { tag: '@phone' },
  async ({ page, playwright, clientIp }, testInfo) => {
    // An applicant with a visible resume, whom a restaurant may message.
    const { user } = await createAccount(page.request, testInfo);
    await saveResume(page.request);
    const restaurant = await newRestaurant(playwright, testInfo, otherIp(clientIp, 80));
    const count = 8;
    for (let i = 1; i <= count; i += 1) {
      const response = await restaurant.post(apiPaths.messaging.direct, {
        data: { recipientId: user.id, content: `Trial shift, question ${i}` },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await restaurant.dispose();

    await page.goto(paths.applicant.dashboard);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${count} unread`);
    await expect(badge(page)).toHaveText(String(count));
    const menu = await openPanel(page);
    const items = menu.getByRole('menuitem', { name: /New Message/ });
    await expect(items).toHaveCount(count);
    // A restaurant's message is named by its venue, as the thread names it.
    await expect(items.first()).toContainText('You have a new message from Casa Lola');
    await expect(items.first()).toHaveAttribute('href', paths.messaging);

    // The list is at most 80 units (20rem) tall and scrolls; the panel fits the screen.
    const list = menu.getByRole('group', { name: 'Notifications' });
    const box = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        maxHeight: style.maxHeight,
        overflowY: style.overflowY,
        height: element.clientHeight,
        scrollHeight: element.scrollHeight,
      };
    });
    expect(box).toMatchObject({ maxHeight: '320px', overflowY: 'auto', height: 320 });
    expect(box.scrollHeight).toBeGreaterThan(box.height);
    await items.last().scrollIntoViewIfNeeded();
    await expect(items.last()).toBeInViewport();
    const panelBox = await menu.boundingBox();
    const viewport = page.viewportSize();
    expect(panelBox && viewport).toBeTruthy();
    if (panelBox && viewport) {
      expect(panelBox.x).toBeGreaterThanOrEqual(0);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(viewport.width);
      expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(viewport.height);
    }

    // The open panel passes axe (names, roles, contrast), in light and in dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const violations = await axeViolations(page, '[role="menu"]');
      expect(violations.map((violation) => `${colorScheme}: ${violation.id}`)).toEqual([]);
    }

    // Choosing one marks it read and goes to Messages (which may then read the conversation's
    // messages, taking their notifications away too: fewer unread, however many).
    await items.first().click();
    await expect(page).toHaveURL(paths.messaging);
    await expect(bell(page)).toHaveAccessibleName(/^Notifications(, [1-7] unread)?$/);
  },
);
