import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every text colour token on every surface it can sit on keeps WCAG AA contrast (4.5:1), and
 * borders and focus rings keep 3:1, in both themes. The per-page axe checks run in dark on a
 * representative set of pages only (decision 014); this is what holds dark mode for all of them.
 */
const css = readFileSync(new URL('./globals.css', import.meta.url), 'utf8');

function palette(selector: string): Record<string, string> {
  const body = css.match(new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`));
  if (!body?.[1]) throw new Error(`no ${selector} block in globals.css`);
  return Object.fromEntries(
    [...body[1].matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})/g)].map(([, name, hex]) => [name, hex]),
  );
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const linear = (at: number) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const surfaces = ['background', 'card', 'popover', 'muted', 'secondary', 'accent'];
const textOnSurfaces = [
  'foreground',
  'muted-foreground',
  'primary',
  'secondary-foreground',
  'accent-foreground',
  'danger',
];
/** [text, surface, minimum ratio] */
const pairs: [string, string, number][] = [
  ...textOnSurfaces.flatMap((text) =>
    surfaces.map((surface): [string, string, number] => [text, surface, 4.5]),
  ),
  // Success messages sit on the page or a card only.
  ['success', 'background', 4.5],
  ['success', 'card', 4.5],
  ['card-foreground', 'card', 4.5],
  ['popover-foreground', 'popover', 4.5],
  ['primary-foreground', 'primary', 4.5],
  ['primary-foreground', 'primary-hover', 4.5],
  ['destructive-foreground', 'destructive', 4.5],
  // Non-text: input borders and the focus ring (WCAG 1.4.11).
  ['input', 'background', 3],
  ['input', 'card', 3],
  ['ring', 'background', 3],
  ['ring', 'card', 3],
];

describe.each([
  ['light', ':root'],
  ['dark', '.dark'],
])('the %s palette', (_theme, selector) => {
  const colours = palette(selector);

  it.each(pairs)('%s on %s keeps %s:1', (text, surface, minimum) => {
    const [foreground, behind] = [colours[text] ?? '', colours[surface] ?? ''];
    expect(foreground, text).toMatch(/^#/);
    expect(behind, surface).toMatch(/^#/);
    expect(contrast(foreground, behind)).toBeGreaterThanOrEqual(minimum);
  });
});
