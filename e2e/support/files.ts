import { paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The /files page's multi-file input. */
export const fileInput = (page: Page) => page.getByLabel('Choose files to upload');

/** A file's card in the list (by its name, shown as the card's heading). */
export const fileCard = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The row of one upload in progress (or done) in the upload area. */
export const uploadRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: name });

export const uploadProgress = (page: Page, name: string) =>
  page.getByRole('progressbar', { name: `Upload progress of ${name}` });

/** Uploads plain-text files from /files and waits until each is listed. */
export async function uploadTextFiles(page: Page, names: readonly string[]): Promise<void> {
  await page.goto(paths.files);
  await fileInput(page).setInputFiles(
    names.map((name) => ({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(`Contents of ${name}\n`),
    })),
  );
  for (const name of names) {
    await expect(uploadProgress(page, name)).toHaveAttribute('aria-valuenow', '100');
    await expect(fileCard(page, name)).toBeVisible();
  }
}
