import { createHash } from 'node:crypto';
import type { Language } from '@brigade/shared/languages';
import type { AppContext } from '../../core/app-context.ts';
import { readJob } from '../jobs/read-job.ts';
import { jobCardTexts, type JobCardTexts } from './job-card-texts.ts';

/** Bump when the drawing changes, so clients and CDNs holding an old card's ETag get the new one. */
const designVersion = 1;

export interface JobCard {
  /** Strong, from what the card shows: known before drawing, so a 304 costs no drawing. */
  etag: string;
  png: () => Promise<Buffer>;
}

const etagOf = (texts: JobCardTexts) =>
  `"${createHash('sha256')
    .update(JSON.stringify([designVersion, texts]))
    .digest('base64url')
    .slice(0, 22)}"`;

/**
 * Share cards for job pages (Open Graph / X), drawn on demand (~100 ms each) and the last
 * `maxEntries` kept in memory, least recently used first out, about 30 KB each. The job is read
 * on every request (one query, as the job page does), so the answer is never stale: a card is
 * kept by what it shows (the job's title, venue, city, pay, hours, status and the language),
 * which changes exactly when the picture would, where the job's updatedAt would miss a venue
 * renamed on its profile and redraw after edits the card does not show. Two requests for the
 * same card while it is drawn share the one drawing. At most `maxDrawing` are drawn at once (a
 * crawler walking every job must not take every core from the API); the rest wait their turn.
 */
export function createJobCards(
  ctx: AppContext,
  options: { maxEntries?: number; maxDrawing?: number } = {},
) {
  const maxEntries = options.maxEntries ?? 200;
  const maxDrawing = options.maxDrawing ?? 1;
  const kept = new Map<string, Promise<Buffer>>();
  let drawingNow = 0;
  const waiting: (() => void)[] = [];

  async function inTurn(texts: JobCardTexts): Promise<Buffer> {
    // A finished drawing hands its turn to the next in line, so none starts out of turn.
    if (drawingNow >= maxDrawing) await new Promise<void>((resolve) => waiting.push(resolve));
    else drawingNow += 1;
    try {
      // Loaded on the first card: satori alone takes about half a second to import, which every
      // server start and command-line run would otherwise pay.
      const { drawJobCard } = await import('./draw-job-card.ts');
      return await drawJobCard(texts);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else drawingNow -= 1;
    }
  }

  function draw(etag: string, texts: JobCardTexts): Promise<Buffer> {
    const found = kept.get(etag);
    if (found) {
      kept.delete(etag);
      kept.set(etag, found); // most recently used last
      return found;
    }
    const drawing = inTurn(texts);
    kept.set(etag, drawing);
    // A failed drawing is not kept: the next request tries again.
    drawing.catch(() => {
      if (kept.get(etag) === drawing) kept.delete(etag);
    });
    while (kept.size > maxEntries) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
    return drawing;
  }

  return {
    /** The card of a job an anonymous visitor may see (open or closed); 404 AppError otherwise. */
    async card(jobId: string, language: Language): Promise<JobCard> {
      const texts = jobCardTexts(await readJob(ctx, null, jobId), language);
      const etag = etagOf(texts);
      return { etag, png: () => draw(etag, texts) };
    },
  };
}
