import AxeBuilder from '@axe-core/playwright';
import { paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { expect, isPhone, test } from '../support/fixtures.ts';
import { fileCard, uploadTextFiles } from '../support/files.ts';

/** Serious or critical axe violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`My Files has no serious axe violation (${colorScheme})`, async ({ page }, testInfo) => {
    test.skip(
      colorScheme === 'dark' && isPhone(testInfo.project.name),
      'dark is checked on desktop',
    );
    await page.emulateMedia({ colorScheme });
    await createAccount(page.request, testInfo);

    await page.goto(paths.files);
    await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
    expect(await seriousViolations(page), 'empty').toEqual([]);

    await uploadTextFiles(page, ['menu.txt']);
    expect(await seriousViolations(page), 'with an upload and a file').toEqual([]);

    await fileCard(page, 'menu.txt').getByRole('button', { name: 'Share menu.txt' }).click();
    await expect(page.getByRole('dialog', { name: 'Share file' })).toBeVisible();
    expect(await seriousViolations(page), 'share dialog').toEqual([]);
  });
}
