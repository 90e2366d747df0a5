import { describe, expect, it, vi } from 'vitest';
import { TranslationStore } from './translation-store.ts';
import type { Catalogue } from './translate.ts';

/** Parts as the browser gets them: `language/namespace` → that part. */
const parts: Record<string, Catalogue> = {
  'en/translation': { nav: { home: 'Home' } },
  'fr/translation': { nav: { home: 'Accueil' } },
  'en/jobBoard': { jobBoard: { title: 'Browse Jobs', roles: { chef: 'Chef' } } },
  'fr/jobBoard': { jobBoard: { title: 'Offres', roles: { chef: 'Chef cuisinier' } } },
  'en/jobCard': { jobBoard: { roles: { chef: 'Chef' } } },
  'en/about': { about: { title: 'About Us' } },
};

function storeWithLoader() {
  const loadPart = vi.fn((language: string, namespace: string) => {
    const part = parts[`${language}/${namespace}`];
    return part ? Promise.resolve(structuredClone(part)) : undefined;
  });
  const store = new TranslationStore(
    'en',
    { en: structuredClone(parts['en/translation'] ?? {}) },
    loadPart,
    ['en/translation'],
  );
  return { store, loadPart };
}

describe('TranslationStore', () => {
  it('loads a namespace once, then finds its keys beside the shell', async () => {
    const { store, loadPart } = storeWithLoader();
    expect(store.hasLoaded(['about'])).toBe(false);
    expect(store.t('about.title')).toBe('about.title');
    await Promise.all([store.loadNamespaces('about'), store.loadNamespaces(['about'])]);
    expect(store.hasLoaded(['about'])).toBe(true);
    expect(store.t('about.title')).toBe('About Us');
    expect(store.t('nav.home')).toBe('Home');
    expect(loadPart).toHaveBeenCalledTimes(1);
  });

  it('counts a partial namespace as in once its whole section is, and merges either way', async () => {
    const first = storeWithLoader();
    await first.store.loadNamespaces('jobCard');
    expect(first.store.hasLoaded(['jobBoard'])).toBe(false);
    await first.store.loadNamespaces('jobBoard');
    expect(first.store.t('jobBoard.title')).toBe('Browse Jobs');
    expect(first.store.t('jobBoard.roles.chef')).toBe('Chef');

    const second = storeWithLoader();
    await second.store.loadNamespaces('jobBoard');
    expect(second.store.hasLoaded(['jobCard'])).toBe(true);
    await second.store.loadNamespaces('jobCard');
    expect(second.loadPart).not.toHaveBeenCalledWith('en', 'jobCard');
    expect(second.store.t('jobBoard.title')).toBe('Browse Jobs');
  });

  it('switches language only once the namespaces asked for so far are in', async () => {
    const { store, loadPart } = storeWithLoader();
    await store.loadNamespaces('jobBoard');
    const changed = vi.fn(() => store.language);
    store.subscribe(changed);
    const switching = store.changeLanguage('fr');
    expect(store.language).toBe('en');
    await switching;
    expect(loadPart).toHaveBeenCalledWith('fr', 'translation');
    expect(loadPart).toHaveBeenCalledWith('fr', 'jobBoard');
    expect(changed).toHaveReturnedWith('fr');
    expect(store.t('jobBoard.roles.chef')).toBe('Chef cuisinier');
    expect(store.fixedT('en')('nav.home')).toBe('Home');
  });

  it('tries a part again after it failed to load', async () => {
    let fail = true;
    const loadPart = vi.fn(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ about: { title: 'About' } }),
    );
    const store = new TranslationStore('en', {}, loadPart);
    await expect(store.loadNamespaces('about')).rejects.toThrow('offline');
    fail = false;
    await store.loadNamespaces('about');
    expect(store.t('about.title')).toBe('About');
  });

  it('has every text at once when it is given whole catalogues (a server render)', () => {
    const store = new TranslationStore('fr', { fr: parts['fr/jobBoard'] ?? {} });
    expect(store.hasLoaded(['jobBoard', 'jobCard'])).toBe(true);
    expect(store.t('jobBoard.title')).toBe('Offres');
    expect(store.exists('jobBoard.roles')).toBe(true);
    expect(store.exists('jobBoard.nothing')).toBe(false);
  });
});
