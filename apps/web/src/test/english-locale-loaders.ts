/**
 * A stand-in for lib/locale-loaders.ts under Vitest, where the Vite plugin that serves the
 * catalogue parts (build-tools/locale-catalogues-plugin.ts) does not run: the same split of
 * packages/shared's English catalogue (each page namespace holds its own section, the shell holds
 * the rest), so the app's own i18n set-up (lib/i18n.ts) loads page texts as in the browser.
 * Use it with `vi.mock('…/lib/locale-loaders.ts', () => import('…/test/english-locale-loaders.ts'))`.
 */
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type * as realLoaders from '../lib/locale-loaders.ts';
import {
  cataloguePart,
  pageNamespaces,
  partialNamespaces,
  shellNamespace,
} from '../lib/locale-namespaces.ts';

const pageSections = new Set<string>([...pageNamespaces, ...Object.keys(partialNamespaces)]);
const pick = (namespace: string) => cataloguePart(en, namespace);

export const englishShellCatalogue: typeof realLoaders.englishShellCatalogue = pick(shellNamespace);

/** English only: other languages add nothing here (the translator falls back to English). */
export const loadCatalogue: typeof realLoaders.loadCatalogue = (language, namespace) =>
  language === 'en' && (namespace === shellNamespace || pageSections.has(namespace))
    ? Promise.resolve(pick(namespace))
    : undefined;
