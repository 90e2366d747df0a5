import { createHash } from 'node:crypto';

/**
 * Rendered pages kept by what they were made from: the page's URL, its language and the data the
 * services answered for it (read on every request, so an edited job is never served from here).
 * Rendering is most of a server-rendered page's cost (about 4 ms of React against well under one
 * for the data); the same data in the same language renders the same HTML, except what depends
 * on the clock ("posted 3 days ago") and on facts outside the data (the venue's country and
 * website in the JobPosting), hence a short lifetime. Least recently used pages go first.
 */
export interface RenderedPage {
  html: string;
  status: number;
}

export function createRenderCache(options: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<string, RenderedPage & { at: number }>();
  return {
    key(parts: { url: string; language: string; data: unknown }): string {
      return createHash('sha1')
        .update(`${parts.language}\n${parts.url}\n${JSON.stringify(parts.data)}`)
        .digest('base64url');
    },
    get(key: string, now = Date.now()): RenderedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now - entry.at > options.ttlMs) return undefined;
      entries.set(key, entry); // most recently used last
      return entry;
    },
    set(key: string, page: RenderedPage, now = Date.now()): void {
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
