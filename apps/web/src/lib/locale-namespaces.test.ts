import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../../packages/shared/src/locales/en.json';
import {
  cataloguePart,
  pageNamespaces,
  partialNamespaces,
  shellNamespace,
} from './locale-namespaces.ts';

const sourceRoot = join(import.meta.dirname, '..');

/** The app's own modules (tests left out), with their source. */
function appSources(): { file: string; source: string }[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, source: readFileSync(join(sourceRoot, file), 'utf8') }));
}

describe('locale namespaces', () => {
  it('name top-level sections of the catalogue', () => {
    const sections = Object.keys(en);
    expect(pageNamespaces.filter((namespace) => !sections.includes(namespace))).toEqual([]);
  });

  it('leave the shell and home texts in the bundled namespace', () => {
    const lazy = new Set<string>(pageNamespaces);
    for (const section of ['nav', 'footer', 'home']) {
      expect(lazy.has(section), `${section} must stay in ${shellNamespace}`).toBe(false);
    }
  });

  describe('partial namespaces', () => {
    for (const [name, { section, keys }] of Object.entries(partialNamespaces)) {
      it(`${name}: keys of ${section} that exist, cut as its part`, () => {
        const whole = (en as Record<string, Record<string, unknown>>)[section] ?? {};
        expect(keys.filter((key) => !(key in whole))).toEqual([]);
        expect(Object.keys(cataloguePart(en, name)[section] as object)).toEqual([...keys]);
      });

      it(`${name}: a module that asks for it reads only its keys of ${section}`, () => {
        const users = appSources().filter(({ source }) =>
          source.includes(`useTranslation('${name}')`),
        );
        expect(users.length).toBeGreaterThan(0);
        const allowed = new Set<string>(keys);
        const outside = users.flatMap(({ file, source }) =>
          [...source.matchAll(new RegExp(`${section}\\.(\\w+)`, 'g'))]
            .map((match) => match[1] ?? '')
            .filter((key) => !allowed.has(key))
            .map((key) => `${file}: ${section}.${key}`),
        );
        expect(outside).toEqual([]);
      });
    }
  });
});
