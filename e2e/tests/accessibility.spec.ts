import AxeBuilder from '@axe-core/playwright';
import { staticRoutes } from '@brigade/shared/routes';
import { expect, test } from '../support/fixtures.ts';

const pages = [...staticRoutes, '/restaurant/applications/demo', '/no-such-page'];

// Every page in light mode at both widths, and in dark mode at desktop width.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} has no serious or critical axe violation (${colorScheme})`, async ({
      page,
    }, testInfo) => {
      test.skip(
        colorScheme === 'dark' && testInfo.project.name === 'phone',
        'dark is checked on desktop',
      );
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(serious).toEqual([]);
    });
  }
}
