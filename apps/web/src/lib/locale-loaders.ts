/**
 * Where the browser's translations come from (the parts are cut by
 * build-tools/locale-catalogues-plugin.ts from the JSON catalogues in packages/shared).
 * English shell texts are bundled so the first paint needs no extra request; everything else is
 * a small chunk fetched when a language or a page first needs it.
 */
import englishShell from 'virtual:brigade-locale/en/translation';

export { loadCatalogue } from 'virtual:brigade-locale-loaders';

export const englishShellCatalogue = englishShell;
