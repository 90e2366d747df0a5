import { describe, expect, it } from 'vitest';
import en from '../../../../packages/shared/src/locales/en.json';
import { pageNamespaces, shellNamespace } from './locale-namespaces.ts';

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
});
