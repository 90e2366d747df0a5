import { apiPaths, paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const message = 'We run two bistros in Lyon and need a sous-chef for the spring season.';

async function fillContactForm(page: Page) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Camille Durand');
  await page.getByRole('textbox', { name: 'Email' }).fill('camille@bistro.example');
  await page
    .getByRole('combobox', { name: 'Topic' })
    .selectOption({ label: 'I am hiring for a venue' });
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
}

const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notifications \(/ }).getByRole('listitem');

/**
 * The toast's box once it has slid in (200 ms, longer on a busy machine): measured during the
 * slide, the drag would start where the toast no longer is.
 */
async function settledBox(page: Page) {
  await toasts(page).evaluate((toast) =>
    Promise.all(toast.getAnimations().map((animation) => animation.finished)),
  );
  const box = await toasts(page).boundingBox();
  if (!box) throw new Error('toast not laid out');
  return box;
}

test('the contact form sends a message and confirms with a toast', async ({ page }) => {
  await page.goto(paths.contact);
  await fillContactForm(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Message sent');
  // The form is cleared for the next message.
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('the form shows field errors in place and sends nothing until they are fixed', async ({
  page,
}) => {
  await page.goto(paths.contact);
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith(apiPaths.contact)) posted = true;
  });
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('when the server refuses, a destructive toast says why and the form keeps what was typed', async ({
  page,
  request,
  clientIp,
}) => {
  // Use up this client's five messages a minute through the API, then try once more in the UI.
  for (let i = 0; i < 5; i += 1) {
    const response = await request.post(apiPaths.contact, {
      headers: { 'x-forwarded-for': clientIp },
      data: { name: 'Camille', email: 'camille@bistro.example', topic: 'other', message },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto(paths.contact);
  await fillContactForm(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(toasts(page)).toContainText('Too many attempts. Please try again later.');
  await expect(page.locator('[data-variant="destructive"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Camille Durand');
});

test(
  'toasts: one at a time, F8 focuses them, a swipe right dismisses',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(paths.contact);
    for (let i = 0; i < 2; i += 1) {
      await fillContactForm(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    }
    await expect(toasts(page)).toHaveCount(1);

    await page.keyboard.press('F8');
    await expect(
      page.getByRole('region', { name: /^Notifications \(/ }).locator('ol'),
    ).toBeFocused();

    const box = await settledBox(page);
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + 20 + step * 15, y);
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(0);
  },
);

test(
  'a short drag below the 50 px threshold does not dismiss a toast',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(paths.contact);
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    const box = await settledBox(page);
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 3; step += 1) await page.mouse.move(box.x + 20 + step * 10, y);
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(1);
  },
);

test('a toast closes by itself after 5 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto(paths.contact);
  await fillContactForm(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(4_500);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(1_000);
  await expect(toasts(page)).toHaveCount(0);
});
