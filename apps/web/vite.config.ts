// Vite config for the web app. Run from the repository root with
// `vite --config apps/web/vite.config.ts`; paths below are anchored to this file, not the cwd.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localeCataloguesPlugin } from './build-tools/locale-catalogues-plugin.ts';
import { initialChunkPlugin, isInitialModule } from './build-tools/initial-chunk-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const localesDir = fileURLToPath(new URL('../../packages/shared/src/locales', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), localeCataloguesPlugin(localesDir), initialChunkPlugin()],
  build: {
    // BRIGADE_WEB_DIST builds elsewhere (parallel end-to-end runs, each with its own build).
    outDir: process.env.BRIGADE_WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Browsers without native <link rel="modulepreload"> (Safari before 17) still work, just
    // without preloading; the polyfill would cost every visitor bytes in the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', test: isInitialModule }] } },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API (and the stored files it serves) runs on its own port in development; the browser
    // only ever talks to one origin.
    proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' },
  },
});
