/**
 * Writes .br and .gz next to every compressible file of the web build, so the server sends
 * pre-compressed assets (@fastify/static preCompressed) instead of compressing per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist =
  process.env.BRIGADE_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

const entries = await readdir(dist, { recursive: true, withFileTypes: true });
for (const entry of entries) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
