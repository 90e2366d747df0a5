/**
 * Renders the app's PNG icons (manifest, Apple touch icon, favicon) from the two SVG sources, in
 * the same Chromium the end-to-end tests use. The PNGs are small and committed, so the build
 * needs no browser; run this again after changing a source: `node scripts/render-app-icons.ts`.
 *
 * - apps/web/public/logo.svg (the header's round mark, transparent corners): the "any" icons and
 *   the favicon;
 * - apps/web/build-tools/icons/icon-square.svg (full bleed): the maskable icon and the Apple
 *   touch icon, which iOS would otherwise draw on black.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const round = await readFile(`${web}public/logo.svg`, 'utf8');
const square = await readFile(`${web}build-tools/icons/icon-square.svg`, 'utf8');

const outputs: { file: string; svg: string; size: number }[] = [
  { file: 'public/icons/icon-192.png', svg: round, size: 192 },
  { file: 'public/icons/icon-512.png', svg: round, size: 512 },
  { file: 'public/icons/icon-maskable-512.png', svg: square, size: 512 },
  { file: 'public/icons/apple-touch-icon.png', svg: square, size: 180 },
  { file: 'public/icons/favicon-32.png', svg: round, size: 32 },
];

/** A one-image .ico: since Windows Vista an ICO entry may hold a PNG as it is. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, svg, size } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>*{margin:0}img{display:block}</style><img src="${source}" width="${size}" height="${size}">`,
    );
    // A string, since this script is type-checked without the DOM's types.
    await page.evaluate('document.querySelector("img").decode()');
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    await writeFile(`${web}${file}`, png);
    if (size === 32) await writeFile(`${web}public/favicon.ico`, icoFromPng(png, size));
  }
} finally {
  await browser.close();
}
