import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rules and axe's best practices: what every page is held to. */
const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Serious or critical axe violations on the page as it is now (within `include`, a CSS
 * selector, when given), each as `rule: the elements it found`.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(rules);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * The colour schemes an axe check runs in: light at both widths (tagged for the phone project),
 * dark at desktop width (the palette is the same at every width; decision 014).
 */
export const axeSchemes = [
  { colorScheme: 'light', details: { tag: '@phone' } },
  { colorScheme: 'dark', details: {} },
] as const;
