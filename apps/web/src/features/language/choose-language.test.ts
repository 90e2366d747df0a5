// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { appTranslations } from '../../lib/translation/app-translations.ts';
import { chooseLanguage } from './choose-language.ts';

vi.mock('../../lib/locale-loaders.ts', () => import('../../test/english-locale-loaders.ts'));

describe('chooseLanguage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('switches the page and, for a signed-in person, tells their account', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ language: 'es' })));
    vi.stubGlobal('fetch', fetch);
    await chooseLanguage('es', true);
    expect(appTranslations().language).toBe('es');
    expect(fetch).toHaveBeenCalledWith(
      '/api/account/language',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ language: 'es' }) }),
    );
  });

  it('asks nothing of the server for a visitor who is signed out', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await chooseLanguage('fr', false);
    expect(appTranslations().language).toBe('fr');
    expect(fetch).not.toHaveBeenCalled();
  });
});
