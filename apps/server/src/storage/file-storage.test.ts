import { describe, expect, it } from 'vitest';
import { isStorageKey } from './file-storage.ts';

// The drivers' behaviour (the port's contract) is tested in apps/server/test/storage.
describe('storage keys', () => {
  it.each(['profile-pictures/0f8fad5b-d9cb-469f-a165-70867728950e/profile.webp', 'a/b_c-d.e'])(
    'accepts %s',
    (key) => expect(isStorageKey(key)).toBe(true),
  );

  it.each([
    '../etc/passwd',
    'a/../../b',
    '/absolute',
    'a//b',
    'a/',
    '',
    '.tmp/x',
    'a/.hidden',
    'a\\..\\b',
    'a/b c',
    'a/%2e%2e',
    `${'x'.repeat(129)}`,
  ])('refuses %j', (key) => expect(isStorageKey(key)).toBe(false));
});
