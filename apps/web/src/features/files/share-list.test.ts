import { describe, expect, it } from 'vitest';
import { shareEntries } from './share-list.ts';

describe('shareEntries', () => {
  it('lists permission entries, then readers only in sharedWith, once each', () => {
    expect(
      shareEntries({
        permissions: [{ userId: 'a', permissions: ['read', 'write'] }],
        sharedWith: ['a', 'b'],
      }),
    ).toEqual([
      { userId: 'a', permissions: ['read', 'write'] },
      { userId: 'b', permissions: ['read'] },
    ]);
  });
});
