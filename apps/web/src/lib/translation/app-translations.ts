/**
 * The browser's one translation store (set up by lib/i18n.ts, or by a test), for code that runs
 * outside a render: loading a page's texts ahead of it, toasts. Until something sets it, it is an
 * empty store that has nothing to load (a server render, where each render brings its own store
 * through <TranslationProvider>).
 */
import { TranslationStore } from './translation-store.ts';

let current = new TranslationStore('en', {});

export function appTranslations(): TranslationStore {
  return current;
}

export function setAppTranslations(store: TranslationStore): void {
  current = store;
}
