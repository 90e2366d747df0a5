import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, ImpactValue, RunOptions } from 'axe-core';

/**
 * axe-core run in the page as it is now. Brigade's pages have no frames, so one `axe.run` in
 * the page is the whole check; @axe-core/playwright's analyze() also injects axe twice and
 * opens a second page to assemble the results, which made it three to four times as slow
 * (decision 014).
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.1 A/AA rules and axe's best practices: what every page is held to. */
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/**
 * In dark mode only colours differ from the same page in light, which runs every rule at both
 * widths (`axeSchemes`): the dark run checks only the rules about colour.
 */
const darkOptions: RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  resultTypes: ['violations'],
};

interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  targets: string;
}

/** Every axe violation on the page (within `include`, a CSS selector, when given). */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  // Once per document: a navigation brings a new one without axe.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, options, darkOptions }) => {
      const { axe } = window as unknown as {
        axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
      };
      const dark = document.documentElement.classList.contains('dark');
      const results = await axe.run(include ?? document, dark ? darkOptions : options);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? undefined,
        targets: violation.nodes.map((node) => node.target.join(' ')).join(', '),
      }));
    },
    { include, options, darkOptions },
  );
}

/** Serious or critical axe violations on the page as it is now, as `rule: elements`. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets}`);
}

/**
 * The colour schemes an axe check runs in: light at both widths (tagged for the phone project),
 * dark at desktop width (the palette is the same at every width; decision 014).
 */
export const axeSchemes = [
  { colorScheme: 'light', details: { tag: '@phone' } },
  { colorScheme: 'dark', details: {} },
] as const;
