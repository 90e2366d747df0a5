import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('picks bytes, kilobytes or megabytes, with one decimal under ten', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(100 * 1024 * 1024, 'en')).toBe('100 MB');
    expect(formatBytes(3.25 * 1024 * 1024, 'en')).toBe('3.3 MB');
  });
});
