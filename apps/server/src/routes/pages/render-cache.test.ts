import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache.ts';

describe('the render cache', () => {
  const page = (html: string) => ({ html, status: 200 });

  it('keys pages by URL and language', () => {
    const cache = createRenderCache({ maxEntries: 10, ttlMs: 60_000 });
    const key = cache.key('/jobs/1', 'en');
    expect(cache.key('/jobs/1', 'en')).toBe(key);
    expect(cache.key('/jobs/1', 'fr')).not.toBe(key);
    expect(cache.key('/jobs/2', 'en')).not.toBe(key);
    expect(cache.key('/jobs/1?x=1', 'en')).not.toBe(key);
  });

  it('forgets a page after its lifetime', () => {
    const cache = createRenderCache({ maxEntries: 10, ttlMs: 1000 });
    cache.set('a', page('A'), cache.generation(), 0);
    expect(cache.get('a', 999)?.html).toBe('A');
    expect(cache.get('a', 1001)).toBeUndefined();
  });

  it('forgets every page when public data changes', () => {
    const cache = createRenderCache({ maxEntries: 10, ttlMs: 60_000 });
    cache.set('a', page('A'), cache.generation(), 0);
    cache.invalidate();
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('does not keep a page made from data read before a change', () => {
    const cache = createRenderCache({ maxEntries: 10, ttlMs: 60_000 });
    const before = cache.generation();
    cache.invalidate(); // the change lands while the page is being made
    cache.set('a', page('A'), before, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', page('A'), cache.generation(), 0);
    expect(cache.get('a', 1)?.html).toBe('A');
  });

  it('drops the least recently used page when full', () => {
    const cache = createRenderCache({ maxEntries: 2, ttlMs: 60_000 });
    const now = cache.generation();
    cache.set('a', page('A'), now, 0);
    cache.set('b', page('B'), now, 0);
    cache.get('a', 1);
    cache.set('c', page('C'), now, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)?.html).toBe('A');
    expect(cache.get('c', 3)?.html).toBe('C');
  });
});
