import { apiPaths, paths } from '@brigade/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/** A tiny but real PDF (the server reads its bytes). */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const save = (page: Page) => page.getByRole('button', { name: 'Save resume' }).click();

/** A month field: its month and its year lists, inside the group named by the field. */
function monthField(scope: Locator, name: string) {
  const group = scope.getByRole('group', { name, exact: true });
  return {
    month: group.getByRole('combobox', { name: 'Month' }),
    year: group.getByRole('combobox', { name: 'Year' }),
    pick: async (month: string, year: string) => {
      await group.getByRole('combobox', { name: 'Month' }).selectOption(month);
      await group.getByRole('combobox', { name: 'Year' }).selectOption(year);
    },
  };
}

test('a job seeker creates a resume with the form, then adds a CV', async ({ page }, testInfo) => {
  await createAccount(page.request, testInfo);
  await page.goto(paths.applicant.createResume);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Resume');

  // The shared rules run in the browser first: the headline is required.
  await save(page);
  await expect(page.getByText('Please enter a headline.')).toBeVisible();
  await expect(page.getByLabel('Headline')).toBeFocused();

  await page.getByLabel('Headline').fill('Line cook, 5 years in busy brasseries');
  await page.getByLabel('Summary').fill('Calm on the pass, tidy and fast.');
  await page.getByRole('checkbox', { name: 'Cook' }).check();
  await page.getByRole('checkbox', { name: 'Chef' }).check();

  await page.getByRole('button', { name: 'Add experience' }).click();
  const first = page.getByRole('group', { name: 'Experience 1' });
  await expect(first.getByLabel('Role')).toBeFocused();
  await first.getByLabel('Role').fill('Commis chef');
  await first.getByLabel('Venue').fill('Casa Lola');
  await monthField(first, 'From').pick('March', '2021');
  await monthField(first, 'To').pick('January', '2020');
  await first.getByLabel('What you did').fill('Grill and sauces.');

  await page.getByRole('textbox', { name: 'Skills' }).fill('Grill');
  await page.getByRole('textbox', { name: 'Skills' }).press('Enter');
  await page.getByRole('textbox', { name: 'Skills' }).fill('sauces');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await page.getByRole('textbox', { name: 'Skills' }).fill('grill');
  await page.getByRole('textbox', { name: 'Skills' }).press('Enter');
  await expect(page.getByText('That is already in the list.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText([
    'Grill',
    'sauces',
  ]);
  await page.getByRole('textbox', { name: 'Languages' }).fill('Spanish');
  await page.getByRole('textbox', { name: 'Languages' }).press('Enter');
  await page.getByRole('textbox', { name: 'Languages' }).fill('English');
  await page.getByRole('textbox', { name: 'Languages' }).press('Enter');
  await page.getByRole('button', { name: 'Remove English' }).click();
  await expect(page.getByRole('list', { name: 'Your languages' }).getByRole('listitem')).toHaveText(
    ['Spanish'],
  );

  await page.getByRole('button', { name: 'Add certificate' }).click();
  const certificate = page.getByRole('group', { name: 'Certificate 1' });
  await certificate.getByLabel('Certificate', { exact: true }).fill('Food hygiene');
  await certificate.getByLabel('Expiry date').fill('2030-06-30');

  await page.getByRole('checkbox', { name: 'Saturday Dinner' }).check();
  await page.getByRole('checkbox', { name: 'Sunday Late' }).check();
  await page.getByRole('radio', { name: /Private/ }).check();

  // The end before the start is refused under its field, and what was typed stays.
  await save(page);
  await expect(first.getByText('The end cannot be before the start.')).toBeVisible();
  // Half a month is not a month: the field says so.
  await monthField(first, 'To').year.selectOption('');
  await save(page);
  await expect(first.getByText('Please choose a month and a year.')).toBeVisible();
  await monthField(first, 'To').month.selectOption('');
  await save(page);
  await expect(toasts(page)).toContainText('Resume saved');

  // Fresh from the server: everything was kept, and the page now edits the resume.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Your Resume');
  const from = monthField(page.getByRole('group', { name: 'Experience 1' }), 'From');
  await expect(from.month).toHaveValue('03');
  await expect(from.year).toHaveValue('2021');
  await expect(page.getByLabel('Headline')).toHaveValue('Line cook, 5 years in busy brasseries');
  await expect(page.getByRole('checkbox', { name: 'Chef' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Experience 1' }).getByLabel('Venue')).toHaveValue(
    'Casa Lola',
  );
  await expect(page.getByRole('checkbox', { name: 'Saturday Dinner' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Saturday Lunch' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Private/ })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Certificate 1' }).getByLabel('Expiry date'),
  ).toHaveValue('2030-06-30');

  // The CV: a refused file is stopped in the browser with the spec's message.
  const cvInput = page.getByLabel('Upload CV', { exact: true });
  const alert = page.locator('#resume-cv-error');
  await cvInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pdf });
  await expect(alert).toHaveText('File type not allowed');
  await cvInput.setInputFiles({ name: 'cv.exe', mimeType: 'application/pdf', buffer: pdf });
  await expect(alert).toHaveText('File type not allowed for security reasons');
  // A program dressed as a PDF passes the browser's checks; the server reads its bytes.
  const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]);
  await cvInput.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: program });
  await expect(alert).toHaveText(/File type not allowed/);
  await expect(toasts(page)).toContainText('Upload failed');

  // A real PDF: progress in percent, then the file is listed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${apiPaths.resumeCv}`, async (route) => {
    await held;
    await route.continue();
  });
  await cvInput.setInputFiles({ name: 'ana-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible();
  release();
  await expect(toasts(page)).toContainText('CV uploaded');
  await expect(page.getByRole('link', { name: 'ana-cv.pdf' })).toBeVisible();
  await page.unroute(`**${apiPaths.resumeCv}`);

  await page.getByRole('button', { name: 'Remove CV' }).click();
  await expect(toasts(page)).toContainText('CV removed');
  await expect(page.getByText('No CV file yet.', { exact: false })).toBeVisible();
});

test('the CV waits for the resume’s first save', async ({ page }, testInfo) => {
  await createAccount(page.request, testInfo);
  await page.goto(paths.applicant.createResume);
  await expect(page.getByLabel('Upload CV', { exact: true })).toBeDisabled();
  await expect(page.getByText('Save your resume first, then add your CV.')).toBeVisible();
});

test(
  'the week grid fits a phone: no part of the day is broken mid-word',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await createAccount(page.request, testInfo);
    await page.goto(paths.applicant.createResume);
    const headers = page.locator('thead th');
    await expect(headers).toHaveCount(4);
    // An inline box split over two lines has two rectangles.
    const lines = await headers.evaluateAll((cells) =>
      cells.map((cell) => {
        const shown = Array.from(cell.children).find((child) => child.getClientRects().length > 0);
        return shown?.getClientRects().length ?? 0;
      }),
    );
    expect(lines).toEqual([1, 1, 1, 1]);
    // Screen readers still hear the full names, of the columns and of every cell.
    await expect(page.getByRole('columnheader', { name: 'Breakfast' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Monday Breakfast' })).toBeVisible();
  },
);
