import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOfflineCopies, jobReadsCacheName, pagesCacheName } from './offline-caches.ts';

describe('forgetOfflineCopies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("empties the service worker's copies of pages and job reads", () => {
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: remove });
    forgetOfflineCopies();
    expect(remove.mock.calls).toEqual([[pagesCacheName], [jobReadsCacheName]]);
  });

  it('does nothing where there is no Cache Storage', () => {
    vi.stubGlobal('caches', undefined);
    expect(() => forgetOfflineCopies()).not.toThrow();
  });
});
