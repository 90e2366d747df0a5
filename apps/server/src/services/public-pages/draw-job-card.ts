import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { JobCardTexts } from './job-card-texts.ts';
import { cardHeight, cardWidth } from './job-card-size.ts';

/**
 * The light theme's tokens (apps/web/src/styles/globals.css, `:root`): the card looks like the
 * site it links to. The server cannot import the web app's CSS; a test keeps the two in step.
 */
export const cardColours = {
  background: '#fffbf7',
  foreground: '#2a1f1a',
  mutedForeground: '#6b5a50',
  primary: '#b23a1f',
  primaryForeground: '#ffffff',
  accent: '#fce9dd',
  accentForeground: '#7a2914',
} as const;

/** The web app's mark (apps/web/public/logo.svg, kept equal by a test), drawn as an image. */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <title>Brigade</title>
  <circle cx="32" cy="32" r="32" fill="#b23a1f"/>
  <circle cx="32" cy="32" r="28.5" fill="none" stroke="#fff8f0" stroke-opacity="0.35" stroke-width="1.5"/>
  <g fill="#fff8f0">
    <circle cx="22.5" cy="28" r="7.5"/>
    <circle cx="32" cy="22.5" r="9.5"/>
    <circle cx="41.5" cy="28" r="7.5"/>
    <rect x="22" y="28" width="20" height="11"/>
    <rect x="22" y="41" width="20" height="5.5" rx="1.5"/>
  </g>
  <g stroke="#b23a1f" stroke-width="1.5" stroke-linecap="round">
    <line x1="27.5" y1="31" x2="27.5" y2="37"/>
    <line x1="32" y1="30" x2="32" y2="37"/>
    <line x1="36.5" y1="31" x2="36.5" y2="37"/>
  </g>
</svg>
`;
const logoSrc = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;

// Noto Sans: Latin and Latin Extended (en, es, fr, de and most venues' names), and Greek and
// Cyrillic for venues in Greece, Cyprus and Bulgaria (countries.ts); other scripts draw as boxes.
// Found by the package's own exports, so no node_modules layout is assumed; WOFF, as satori does
// not read WOFF2. About 240 KB, read once, on the first card.
const fontFiles = (['latin', 'latin-ext', 'greek', 'cyrillic'] as const).flatMap((subset) =>
  ([400, 700] as const).map((weight) => [subset, weight] as const),
);
let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    fontFiles.map(async ([subset, weight]) => ({
      // One family per subset: satori keeps one face per name and weight, and falls back
      // through the other families for a letter the first lacks.
      name: `Noto Sans ${subset}`,
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

/** Satori's input: React elements, written as plain objects (no JSX in the server). */
type CardNode = Parameters<typeof satori>[0];
type Style = Record<string, string | number>;
const fontFamilies = [...new Set(fontFiles.map(([subset]) => `'Noto Sans ${subset}'`))].join(', ');
const element = (type: string, props: Record<string, unknown>): CardNode => ({
  type,
  props,
  key: null,
});
const box = (style: Style, children: CardNode[] | string): CardNode =>
  element('div', { style: { display: 'flex', ...style }, children });
/** One line of text that ends in "…" rather than leave the card. */
const line = (style: Style, text: string): CardNode =>
  box({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, text);

/** The card as satori's element tree: brand, title, venue and city, pay and hours. */
function cardTree(texts: JobCardTexts): CardNode {
  const c = cardColours;
  // Long titles take a smaller size so two lines hold most of them; the rest end in "…".
  const titleSize = texts.title.length > 36 ? 64 : 80;
  const place = texts.city ? `${texts.venue} · ${texts.city}` : texts.venue;
  const facts: CardNode[] = [
    box(
      {
        backgroundColor: c.primary,
        color: c.primaryForeground,
        borderRadius: 999,
        padding: '12px 32px',
        fontSize: 40,
        fontWeight: 700,
        flexShrink: 0,
        maxWidth: 1000,
      },
      texts.pay,
    ),
  ];
  if (texts.hours) facts.push(line({ fontSize: 36, color: c.mutedForeground }, texts.hours));
  return box(
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box', // satori's default is content-box
      flexDirection: 'column',
      backgroundColor: c.background,
      color: c.foreground,
      fontFamily: fontFamilies,
      borderLeft: `24px solid ${c.primary}`,
      padding: '56px 72px 64px 64px',
    },
    [
      box({ alignItems: 'center', justifyContent: 'space-between' }, [
        box({ alignItems: 'center', gap: 20 }, [
          element('img', { src: logoSrc, width: 72, height: 72 }),
          box({ fontSize: 44, fontWeight: 700, color: c.primary }, texts.brand),
        ]),
        ...(texts.closed
          ? [
              box(
                {
                  backgroundColor: c.accent,
                  color: c.accentForeground,
                  borderRadius: 12,
                  padding: '8px 20px',
                  fontSize: 26,
                  maxWidth: 640,
                },
                texts.closed,
              ),
            ]
          : []),
      ]),
      box({ flexDirection: 'column', justifyContent: 'center', flexGrow: 1, gap: 16 }, [
        // Block, not flex: satori clamps lines only in a block.
        element('div', {
          style: {
            display: 'block',
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.12,
            lineClamp: 2,
          },
          children: texts.title,
        }),
        line({ fontSize: 40, color: c.mutedForeground }, place),
      ]),
      box({ alignItems: 'center', gap: 32 }, facts),
    ],
  );
}

/** A job's share card as a 1200×630 PNG (satori lays it out as SVG, resvg rasterises it). */
export async function drawJobCard(texts: JobCardTexts): Promise<Buffer> {
  const svg = await satori(cardTree(texts), {
    width: cardWidth,
    height: cardHeight,
    fonts: await loadFonts(),
  });
  // Rasterising is most of the cost: on the thread pool, so the event loop is not held.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return image.asPng();
}
