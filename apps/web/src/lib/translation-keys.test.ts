/**
 * Every literal translation key used in the web app's source exists in en.json: `t('key')`,
 * `i18nKey="key"`, and keys held in config objects (`labelKey: 'nav.home'`, `titleKey: …`).
 */
import { describe, expect, it } from 'vitest';
import en from '../../../../packages/shared/src/locales/en.json';

const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const patterns = [
  /\bt\(\s*(['"])([^'"`$]+?)\1/g, // t('nav.home')
  /\bi18nKey=(['"])([^'"]+?)\1/g, // <Trans i18nKey="…" />
  /\b\w*[kK]ey:\s*(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g, // labelKey: 'nav.home'
];

function lookup(key: string): unknown {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

describe('translation keys used in apps/web/src', () => {
  const used = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const key = match[2];
        if (key) used.set(key, file);
      }
    }
  }

  it('finds the keys (the scan itself works)', () => {
    expect(sources).not.toEqual({});
    expect(used.has('nav.home')).toBe(true);
  });

  it('exist in en.json', () => {
    const missing = [...used]
      // A plural key (t('x.unread', { count })) exists as x.unread_one / x.unread_other.
      .filter(([key]) => lookup(key) === undefined && lookup(`${key}_other`) === undefined)
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
