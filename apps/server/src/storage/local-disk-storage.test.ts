import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { isStorageKey } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

const root = mkdtempSync(join(tmpdir(), 'brigade-storage-'));
const storage = createLocalDiskStorage(join(root, 'files'));
afterAll(() => rm(root, { recursive: true, force: true }));

const text = async (key: string) => {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

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

describe('local disk storage', () => {
  it('puts, reads, lists and deletes by key', async () => {
    await storage.put('pics/u1/profile.png', Readable.from([Buffer.from('one')]));
    await storage.put('pics/u1/extra/profile.gif', Readable.from([Buffer.from('two')]));
    expect(await text('pics/u1/profile.png')).toBe('one');
    expect((await storage.read('pics/u1/profile.png'))?.size).toBe(3);
    expect((await storage.list('pics/u1')).sort()).toEqual([
      'pics/u1/extra/profile.gif',
      'pics/u1/profile.png',
    ]);
    await storage.delete('pics/u1/profile.png');
    await storage.delete('pics/u1/profile.png'); // already gone: not an error
    expect(await storage.read('pics/u1/profile.png')).toBeNull();
    expect(await storage.list('pics/nobody')).toEqual([]);
  });

  it('keeps the old file when a replacement fails half-way, and leaves no temporary file', async () => {
    await storage.put('pics/u2/profile.png', Readable.from([Buffer.from('old')]));
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('client went away');
    }
    await expect(storage.put('pics/u2/profile.png', Readable.from(failing()))).rejects.toThrow(
      'client went away',
    );
    expect(await text('pics/u2/profile.png')).toBe('old');
    expect(await readdir(join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave its folder, for every operation', async () => {
    await writeFile(join(root, 'secret.txt'), 'secret');
    await expect(storage.read('../secret.txt')).rejects.toThrow('Invalid storage key');
    await expect(storage.delete('../secret.txt')).rejects.toThrow('Invalid storage key');
    await expect(storage.list('..')).rejects.toThrow('Invalid storage key');
    await expect(
      storage.put('../secret.txt', Readable.from([Buffer.from('overwritten')])),
    ).rejects.toThrow('Invalid storage key');
    expect(await readFile(join(root, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('reads a folder as missing, not as a file', async () => {
    expect(await storage.read('pics/u1')).toBeNull();
  });
});
