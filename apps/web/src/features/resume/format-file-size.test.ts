import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'en')).toBe(text);
  });
});
