import { describe, expect, it } from 'vitest';
import { containsPattern } from './contains-pattern.ts';

describe('containsPattern', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('cook')).toBe('%cook%');
  });

  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('50% off_peak')).toBe('%50\\% off\\_peak%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });
});
