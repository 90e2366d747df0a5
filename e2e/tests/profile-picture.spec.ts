import { apiPaths, paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { createAccount, toasts, userMenu } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { onePixelPng as png } from '../support/sample-images.ts';

const pictureInput = (page: Page, name: 'Upload picture' | 'Change picture') =>
  page.getByLabel(name, { exact: true });

test('a picture uploaded on Edit Profile shows its progress, then appears in the header', async ({
  page,
}, testInfo) => {
  const account = await createAccount(page.request, testInfo);
  // Hold the upload's answer back, so the progress can be seen before it completes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${apiPaths.profilePicture}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(paths.profile.edit);
  const trigger = userMenu(page, account.firstName);
  await expect(trigger.locator('img')).toHaveCount(0);

  await pictureInput(page, 'Upload picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible();
  release();

  await expect(toasts(page)).toContainText('Picture updated');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const avatar = trigger.locator('img');
  await expect(avatar).toHaveAttribute(
    'src',
    new RegExp(`^/files/profile-pictures/${account.user.id}/profile\\.png\\?v=\\d+$`),
  );
  await expect(avatar).toHaveAttribute('alt', '');
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

  // Another page, fresh from the server: the header keeps the picture.
  await page.goto(paths.home);
  await expect(userMenu(page, account.firstName).locator('img')).toBeVisible();

  await page.goto(paths.profile.edit);
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(toasts(page)).toContainText('Picture removed');
  await expect(userMenu(page, account.firstName).locator('img')).toHaveCount(0);
  await expect(pictureInput(page, 'Upload picture')).toBeAttached();
});

test('files the spec refuses are stopped with its messages', async ({ page }, testInfo) => {
  await createAccount(page.request, testInfo);
  await page.goto(paths.profile.edit);
  const input = pictureInput(page, 'Upload picture');
  const alert = page.getByRole('alert').filter({ hasText: /File/ });

  // Checked in the browser, before anything is sent.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: png });
  await expect(alert).toHaveText('File type not allowed');
  await input.setInputFiles({ name: 'setup.exe', mimeType: 'image/png', buffer: png });
  await expect(alert).toHaveText('File type not allowed for security reasons');

  // A program dressed as a PNG passes the browser's checks; the server reads its bytes.
  const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]);
  await input.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: program });
  await expect(alert).toHaveText('File type not allowed for security reasons');
  await expect(toasts(page)).toContainText('Upload failed');
  await expect(page.locator('[data-variant="destructive"]')).toBeVisible();
});
