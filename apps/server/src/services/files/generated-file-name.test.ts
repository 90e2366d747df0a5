import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, isStorageKey } from '../../storage/file-storage.ts';
import { generatedFileKey, randomFileSuffix } from './generated-file-name.ts';

const now = new Date('2026-11-22T04:00:00.000Z');
const random = '0123456789abcdef';

describe('generatedFileKey', () => {
  it('is {folder}/{timestamp-random}.{ext}, with the timestamp in milliseconds', () => {
    expect(generatedFileKey('files/user-1', 'pdf', now, random)).toBe(
      `files/user-1/${now.getTime()}-0123456789abcdef.pdf`,
    );
  });

  it('lower-cases the extension', () => {
    expect(generatedFileKey('files/u', 'DOCX', now, random)).toMatch(/\.docx$/);
    expect(generatedFileKey('files/u', 'Jpg', now, random)).toMatch(/\.jpg$/);
  });

  it('refuses folders that are not storage keys', () => {
    for (const folder of ['', '/files', 'files/', '../etc', 'files/../x', 'files/.hidden', 'a b']) {
      expect(() => generatedFileKey(folder, 'pdf', now, random), folder).toThrow(
        InvalidStorageKeyError,
      );
    }
  });

  it('refuses extensions that are not letters and digits', () => {
    for (const extension of ['', 'tar.gz', 'p/df', 'html ', 'averyverylongextension']) {
      expect(() => generatedFileKey('files/u', extension, now, random), extension).toThrow(
        InvalidStorageKeyError,
      );
    }
  });

  it('refuses a random part that is not 16 hex digits, and an invalid time', () => {
    expect(() => generatedFileKey('files/u', 'pdf', now, 'short')).toThrow(RangeError);
    expect(() => generatedFileKey('files/u', 'pdf', now, '../../0123456789')).toThrow(RangeError);
    expect(() => generatedFileKey('files/u', 'pdf', new Date(Number.NaN), random)).toThrow(
      RangeError,
    );
  });
});

describe('randomFileSuffix', () => {
  it('gives 16 hex digits that make a valid key, different each time', () => {
    const first = randomFileSuffix();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(isStorageKey(generatedFileKey('files/u', 'txt', now, first))).toBe(true);
    expect(randomFileSuffix()).not.toBe(first);
  });
});
