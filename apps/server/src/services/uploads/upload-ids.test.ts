import { describe, expect, it } from 'vitest';
import { isOwnUpload, newUploadId } from './upload-ids.ts';

const me = '0b9c7a5e-3f1d-4c2a-9e8b-1a2b3c4d5e6f';
const someoneElse = '7d6e5f4a-3b2c-4d1e-8f9a-0b1c2d3e4f5a';

describe('upload ids', () => {
  it('are fresh each time and belong to their owner only', () => {
    const id = newUploadId(me);
    expect(id).not.toBe(newUploadId(me));
    expect(isOwnUpload(id, me)).toBe(true);
    expect(isOwnUpload(id, someoneElse)).toBe(false);
  });

  it.each([
    ['', 'empty'],
    [`${me}_`, 'no random part'],
    [`${me}_${'a'.repeat(31)}`, 'a short random part'],
    [`${me}_${'A'.repeat(32)}`, 'upper-case hex'],
    [`${me}_${'a'.repeat(32)}/../x`, 'a path'],
    [`x${me}_${'a'.repeat(32)}`, 'a prefix'],
  ])('refuses %j (%s)', (id) => {
    expect(isOwnUpload(id, me)).toBe(false);
  });
});
