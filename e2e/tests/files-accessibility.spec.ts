import { paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { axeSchemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fileCard, uploadTextFiles } from '../support/files.ts';

for (const { colorScheme, details } of axeSchemes) {
  test(
    `My Files has no serious axe violation (${colorScheme})`,
    details,
    async ({ page }, testInfo) => {
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
    },
  );
}
