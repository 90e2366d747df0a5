/**
 * Serves the locale catalogues to the browser in parts (see src/lib/locale-namespaces.ts):
 *   virtual:brigade-locale/<language>/<namespace>  one part of one catalogue, as a module
 *   virtual:brigade-locale-loaders                  loadCatalogue(language, namespace): a dynamic
 *                                                  import of that part (each part its own chunk)
 * The JSON files stay whole for the server and the tests; only the browser sees the split.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { languages } from '../../../packages/shared/src/languages.ts';
import {
  cataloguePart,
  pageNamespaces,
  partialNamespaces,
  shellNamespace,
} from '../src/lib/locale-namespaces.ts';

const partPrefix = 'virtual:brigade-locale/';
const loadersId = 'virtual:brigade-locale-loaders';

function loadersModule(): string {
  const parts = languages.flatMap((language) =>
    [shellNamespace, ...pageNamespaces, ...Object.keys(partialNamespaces)].map((namespace) => ({
      language,
      namespace,
    })),
  );
  // English shell texts are bundled (src/lib/locale-loaders.ts), never fetched.
  const entries = parts
    .filter(({ language, namespace }) => !(language === 'en' && namespace === shellNamespace))
    .map(
      ({ language, namespace }) =>
        `  ${JSON.stringify(`${language}/${namespace}`)}: () => import(${JSON.stringify(`${partPrefix}${language}/${namespace}`)}),`,
    );
  return [
    'const loaders = {',
    ...entries,
    '};',
    'export function loadCatalogue(language, namespace) {',
    '  const load = loaders[`${language}/${namespace}`];',
    '  return load ? load().then((module) => module.default) : undefined;',
    '}',
  ].join('\n');
}

export function localeCataloguesPlugin(localesDir: string): Plugin {
  return {
    name: 'brigade-locale-catalogues',
    resolveId(id) {
      return id === loadersId || id.startsWith(partPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${loadersId}`) return loadersModule();
      if (!id.startsWith(`\0${partPrefix}`)) return undefined;
      const [language = '', namespace = ''] = id.slice(partPrefix.length + 1).split('/');
      const file = `${localesDir}/${language}.json`;
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      // JSON.parse of a string literal is faster for engines to load than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(cataloguePart(catalogue, namespace)))});`;
    },
    configureServer(server) {
      // In development, an edited catalogue reloads the page with the new texts.
      server.watcher.add(localesDir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(localesDir) || !file.endsWith('.json')) return;
        const graph = server.environments.client.moduleGraph;
        for (const [id, module] of graph.idToModuleMap) {
          if (id.startsWith(`\0${partPrefix}`)) graph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
