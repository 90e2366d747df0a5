// Vite config for the web app. Run from the repository root with
// `vite --config apps/web/vite.config.ts`; paths below are anchored to this file, not the cwd.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localeCataloguesPlugin } from './build-tools/locale-catalogues-plugin.ts';
import { initialChunkPlugin, isInitialModule } from './build-tools/initial-chunk-plugin.ts';
import { serviceWorkerPlugin } from './build-tools/service-worker-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const localesDir = fileURLToPath(new URL('../../packages/shared/src/locales', import.meta.url));
// BRIGADE_WEB_DIST builds elsewhere (parallel end-to-end runs, each with its own build).
const outDir = process.env.BRIGADE_WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url));

const browserBuild: BuildEnvironmentOptions = {
  outDir,
  emptyOutDir: true,
  // Browsers without native <link rel="modulepreload"> (Safari before 17) still work, just
  // without preloading; the polyfill would cost every visitor bytes in the first download.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: { codeSplitting: { groups: [{ name: 'app', test: isInitialModule }] } },
  },
};

// `vite build --ssr src/entry-server.tsx`: the server renderer (apps/server/src/http/
// server-render.ts), in a folder of its own beside the browser's (never served as a file).
const serverRendererBuild: BuildEnvironmentOptions = {
  outDir: `${outDir}-ssr`,
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  root,
  plugins: [
    react(),
    tailwindcss(),
    localeCataloguesPlugin(localesDir),
    initialChunkPlugin(),
    // The server renderer's build is no page: it gets no service worker.
    ...(isSsrBuild ? [] : [serviceWorkerPlugin(outDir)]),
  ],
  build: isSsrBuild ? serverRendererBuild : browserBuild,
  // The server renderer is one self-contained file: it runs from wherever it was built to.
  ssr: { noExternal: true },
  // Its bundled React picks its build by NODE_ENV when it runs; the server does not set it, and
  // React's development build renders several times slower.
  ...(isSsrBuild
    ? {
        define: {
          'process.env.NODE_ENV': JSON.stringify(
            mode === 'development' ? 'development' : 'production',
          ),
        },
      }
    : {}),
  server: {
    port: 5173,
    strictPort: true,
    // The API (and the stored files it serves) runs on its own port in development; the browser
    // only ever talks to one origin.
    proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' },
  },
}));
