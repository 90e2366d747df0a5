import { writeFile } from 'node:fs/promises';
import type { Route } from '@playwright/test';
import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount, toasts, userMenu } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  fileCard,
  fileInput,
  uploadProgress,
  uploadRow,
  uploadTextFiles,
} from '../support/files.ts';
import { openSecondUser } from '../support/second-user.ts';

/** A Windows program's first bytes ("MZ"), as a file would start. */
const windowsProgram = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]);

test('My Files is in the user menu and shows an empty storage', async ({ page }, testInfo) => {
  const account = await createAccount(page.request, testInfo);
  await page.goto(paths.home);
  await userMenu(page, account.firstName).click();
  await page.getByRole('menuitem', { name: 'My Files' }).click();
  await expect(page).toHaveURL(paths.files);
  await expect(page.getByRole('heading', { level: 1, name: 'My Files' })).toBeVisible();
  await expect(page.getByText('0 byte of 100 MB used')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
});

test('two files uploaded at once both reach 100% and are listed, newest first', async ({
  page,
}, testInfo) => {
  await createAccount(page.request, testInfo);
  await uploadTextFiles(page, ['menu.txt', 'rota.txt']);
  await expect(uploadRow(page, 'menu.txt')).toContainText('Success');
  await expect(uploadRow(page, 'rota.txt')).toContainText('Success');
  await expect(page.getByText('2 files')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Storage used' })).toBeVisible();
  await expect(page.getByText(/^\d+ byte of 100 MB used$/)).toBeVisible();
});

test('uploads that finish while the list is still loading are listed all the same', async ({
  page,
}, testInfo) => {
  await createAccount(page.request, testInfo);
  // The list's first answer is read from the server at once (no files yet) but handed to the page
  // only after both uploads are stored: the page must not settle for that stale answer.
  let finished = 0;
  let bothStored = () => {};
  const stored = new Promise<void>((resolve) => (bothStored = resolve));
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'PATCH' || !request.url().includes(apiPaths.uploads.create)) return;
    if (response.status() === 200 && ++finished === 2) bothStored();
  });
  let held = false;
  await page.route(
    (url) => url.pathname === apiPaths.files.mine,
    async (route) => {
      if (held) return route.continue();
      held = true;
      const early = await route.fetch();
      await stored;
      await route.fulfill({ response: early }).catch(() => undefined); // cancelled by the page
    },
  );
  await uploadTextFiles(page, ['menu.txt', 'rota.txt']);
  await expect(page.getByText('2 files')).toBeVisible();
});

test('a program is refused by its name in the browser, and renamed .pdf by the server', async ({
  page,
}, testInfo) => {
  await createAccount(page.request, testInfo);
  await page.goto(paths.files);
  await fileInput(page).setInputFiles([
    { name: 'setup.exe', mimeType: 'application/pdf', buffer: windowsProgram },
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: windowsProgram },
  ]);
  await expect(uploadRow(page, 'setup.exe').getByRole('alert')).toHaveText(
    'File type not allowed for security reasons',
  );
  await expect(uploadRow(page, 'invoice.pdf').getByRole('alert')).toHaveText(
    'File type not allowed for security reasons',
  );
  await expect(uploadRow(page, 'invoice.pdf')).toContainText('Error');
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
});

test('metadata is edited, the file shared, downloaded by the other user, revoked and deleted', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  test.setTimeout(60_000);
  await createAccount(page.request, testInfo);
  const second = await openSecondUser(browser, testInfo, clientIp);
  const colleague = await createAccount(second.page.request, testInfo, { firstName: 'Lea' });
  await uploadTextFiles(page, ['notes.txt']);
  const card = fileCard(page, 'notes.txt');

  // Edit: a too-long category is refused inline and what was typed stays.
  await card.getByRole('button', { name: 'Edit details of notes.txt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit file details' });
  await dialog.getByLabel('Description').fill('Kitchen notes');
  await dialog.getByLabel('Category').fill('x'.repeat(51));
  await dialog.getByLabel('Tags').fill('menu, summer');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog.getByText('The category can be at most 50 characters.')).toBeVisible();
  await expect(dialog.getByLabel('Description')).toHaveValue('Kitchen notes');
  await dialog.getByLabel('Category').fill('Recipes');
  await dialog.getByRole('checkbox', { name: 'Public' }).check();
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText('File details saved');
  await expect(card).toContainText('Kitchen notes');
  await expect(card).toContainText('menu, summer');
  await expect(card.getByText('Public', { exact: true })).toBeVisible();

  // Share with the colleague, who may also edit.
  await card.getByRole('button', { name: 'Share notes.txt' }).click();
  const share = page.getByRole('dialog', { name: 'Share file' });
  await share.getByLabel('Their e-mail address').fill('nobody@example.com');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText('No account uses this e-mail address.')).toBeVisible();
  await share.getByLabel('Their e-mail address').fill(colleague.email);
  await share.getByRole('checkbox', { name: 'Edit details' }).check();
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByRole('status')).toHaveText(`Shared with ${colleague.email}`);
  await expect(share.getByText(colleague.email, { exact: true })).toBeVisible();
  await expect(share.getByText('Read and download, Edit details')).toBeVisible();

  // The colleague finds it under Shared with me and downloads it.
  const other = second.page;
  await other.goto(paths.files);
  await other.getByRole('link', { name: 'Shared with me' }).click();
  const shared = fileCard(other, 'notes.txt');
  await expect(shared).toBeVisible();
  const downloading = other.waitForEvent('download');
  await shared.getByRole('link', { name: 'Download notes.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('notes.txt');
  await expect(shared.getByRole('button', { name: 'Edit details of notes.txt' })).toBeVisible();
  await expect(shared.getByRole('button', { name: 'Delete notes.txt' })).toHaveCount(0);

  // Revoked: gone from the colleague's list (the file is public, so it stays downloadable).
  await share.getByRole('button', { name: `Remove access for ${colleague.email}` }).click();
  await expect(share.getByRole('status')).toHaveText('Access removed');
  await expect(share.getByText('Not shared with anyone yet.')).toBeVisible();
  await share.getByRole('button', { name: 'Close' }).click();
  await other.reload();
  await expect(
    other.getByRole('heading', { name: 'Nobody has shared a file with you yet' }),
  ).toBeVisible();

  // Deleted, after a confirmation.
  await card.getByRole('button', { name: 'Delete notes.txt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(toasts(page)).toContainText('File deleted');
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
  await second.close();
});

test('an upload paused and the page reloaded carries on from where it stopped', async ({
  page,
}, testInfo) => {
  await createAccount(page.request, testInfo);
  const path = testInfo.outputPath('big-notes.txt');
  // 3 MB of text: three 1 MB chunks.
  await writeFile(
    path,
    'Mise en place.\n'.repeat(Math.ceil((3 * 1024 * 1024) / 15)).slice(0, 3 * 1024 * 1024),
  );

  // The first chunk goes through; the second is held, so the upload stops after one chunk.
  let patches = 0;
  let secondChunk: (route: Route) => void = () => {};
  const secondChunkSent = new Promise<Route>((resolve) => (secondChunk = resolve));
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    patches += 1;
    if (patches === 1) return route.continue();
    secondChunk(route); // held until the pause, then failed so it never reaches the server
  });
  await page.goto(paths.files);
  await fileInput(page).setInputFiles(path);
  const heldChunk = await secondChunkSent;
  await uploadRow(page, 'big-notes.txt')
    .getByRole('button', { name: 'Pause upload of big-notes.txt' })
    .click();
  await expect(uploadRow(page, 'big-notes.txt')).toContainText('Paused');
  // Removing the route releases requests it still holds, so the held chunk is failed first
  // (the pause has usually cancelled it already, hence the catch).
  await heldChunk.abort().catch(() => {});
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.reload();
  const offsets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes(apiPaths.uploads.create)) {
      offsets.push(request.headers()['upload-offset'] ?? '');
    }
  });
  await fileInput(page).setInputFiles(path);
  await expect(uploadProgress(page, 'big-notes.txt')).toHaveAttribute('aria-valuenow', '100');
  // The first bytes sent after the reload start at the first chunk's end, not at 0.
  expect(offsets[0]).toBe(String(1024 * 1024));
  await expect(fileCard(page, 'big-notes.txt')).toBeVisible();
});
