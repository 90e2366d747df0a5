import type { EncodablePage } from './page-encoding.ts';

/**
 * Rendered pages kept by URL and language, so a page seen again costs no data read and no render
 * (a render is about 4 ms of React; the data read goes through the database's one session on the
 * embedded engine). Pages show what anonymous visitors see, the same for everyone. Any change to
 * public data (a job, a venue) anywhere empties the cache (`invalidate`, driven by the live bus:
 * ctx.live.onPublicChange); a page whose data was read before such a change is not kept
 * (`generation`). The short lifetime bounds what depends on the clock ("posted 3 days ago") and
 * news missed while the link to other processes was down. Least recently used pages go first.
 */
export interface RenderedPage extends EncodablePage {
  status: number;
}

export function createRenderCache(options: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<string, RenderedPage & { at: number }>();
  let generation = 0;
  return {
    key: (url: string, language: string): string => `${language} ${url}`,
    /** Taken before the data is read; `set` keeps the page only if nothing changed since. */
    generation: (): number => generation,
    /** Public data changed: every kept page is stale, and so is any page being made. */
    invalidate(): void {
      generation += 1;
      entries.clear();
    },
    get(key: string, now = Date.now()): RenderedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now - entry.at > options.ttlMs) return undefined;
      entries.set(key, entry); // most recently used last
      return entry;
    },
    set(key: string, page: RenderedPage, madeFrom: number, now = Date.now()): void {
      if (madeFrom !== generation) return;
      entries.delete(key);
      entries.set(key, { ...page, at: now });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
