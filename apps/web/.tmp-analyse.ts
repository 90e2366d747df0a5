import { build } from 'vite';
import { gzipSync } from 'node:zlib';
await build({
  configFile: 'apps/web/vite.config.ts',
  logLevel: 'error',
  build: { outDir: '/tmp/analyse-dist', emptyOutDir: true },
  plugins: [{
    name: 'analyse',
    generateBundle(_o, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const groups = new Map<string, string>();
        for (const [id, m] of Object.entries(chunk.modules)) {
          const key = id.includes('node_modules/') ? id.split('node_modules/').pop()!.split('/').slice(0, id.split('node_modules/').pop()!.startsWith('@') ? 2 : 1).join('/') : id.replace('/work/main/', '').split('/').slice(0, 5).join('/');
          groups.set(key, (groups.get(key) ?? '') + (m.code ?? ''));
        }
        const rows = [...groups].map(([k, code]) => [k, code.length, gzipSync(code).length] as const).sort((a, b) => b[2] - a[2]);
        console.log(chunk.fileName, 'total gzip', gzipSync(chunk.code).length);
        for (const [k, raw, gz] of rows.slice(0, 45)) console.log(String(gz).padStart(7), String(raw).padStart(8), k);
      }
    },
  }],
});
