import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache.ts';

describe('the render cache', () => {
  const page = (html: string) => ({ html, status: 200 });

  it('keys pages by URL, language and data', () => {
    const cache = createRenderCache({ maxEntries: 10, ttlMs: 60_000 });
    const base = { url: '/jobs/1', language: 'en', data: [{ title: 'Cook' }] };
    const key = cache.key(base);
    expect(cache.key({ ...base })).toBe(key);
    expect(cache.key({ ...base, language: 'fr' })).not.toBe(key);
    expect(cache.key({ ...base, url: '/jobs/2' })).not.toBe(key);
    expect(cache.key({ ...base, data: [{ title: 'Chef' }] })).not.toBe(key);
  });

  it('forgets a page after its lifetime', () => {
    const cache = createRenderCache({ maxEntries: 10, ttlMs: 1000 });
    cache.set('a', page('A'), 0);
    expect(cache.get('a', 999)?.html).toBe('A');
    expect(cache.get('a', 1001)).toBeUndefined();
  });

  it('drops the least recently used page when full', () => {
    const cache = createRenderCache({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', page('A'), 0);
    cache.set('b', page('B'), 0);
    cache.get('a', 1);
    cache.set('c', page('C'), 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)?.html).toBe('A');
    expect(cache.get('c', 3)?.html).toBe('C');
  });
});
