import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/storage/file-storage.ts';

/** Reads a stored file whole (small files only), or null. */
export async function readText(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** A stored file's size, closing the file unread; or null. */
export async function sizeOf(storage: FileStorage, key: string): Promise<number | null> {
  const file = await storage.read(key);
  file?.body.destroy();
  return file ? file.size : null;
}

const bytes = (text: string) => Readable.from([Buffer.from(text)]);

/** 64 KiB chunks of a repeatable pattern, produced only as the consumer pulls them. */
function* pattern(totalBytes: number, produced: { bytes: number }) {
  const chunk = Buffer.alloc(64 * 1024);
  for (let offset = 0; offset < totalBytes; offset += chunk.length) {
    const size = Math.min(chunk.length, totalBytes - offset);
    const piece = Buffer.alloc(size);
    for (let index = 0; index < size; index += 1) piece[index] = (offset + index) % 251;
    produced.bytes += size;
    yield piece;
  }
}

const sha256 = (chunks: Iterable<Buffer>) => {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
};

/**
 * What every storage driver must do (the FileStorage port), run against each of them with a
 * fresh, empty storage. Keys are unique per test so drivers may share one store between tests.
 */
export function describeFileStorageContract(name: string, getStorage: () => FileStorage): void {
  describe(`${name}: the storage port`, () => {
    it('puts, reads, lists and deletes by key', async () => {
      const storage = getStorage();
      await storage.put('pics/u1/profile.png', bytes('one'));
      await storage.put('pics/u1/extra/profile.gif', bytes('two'));
      expect(await readText(storage, 'pics/u1/profile.png')).toBe('one');
      const file = await storage.read('pics/u1/profile.png');
      expect(file?.size).toBe(3);
      expect(file?.lastModified).toBeInstanceOf(Date);
      file?.body.destroy();
      expect((await storage.list('pics/u1')).sort()).toEqual([
        'pics/u1/extra/profile.gif',
        'pics/u1/profile.png',
      ]);
      await storage.delete('pics/u1/profile.png');
      await storage.delete('pics/u1/profile.png'); // already gone: not an error
      expect(await storage.read('pics/u1/profile.png')).toBeNull();
      expect(await storage.list('pics/u1')).toEqual(['pics/u1/extra/profile.gif']);
    });

    it('replaces a file with a new one under the same key', async () => {
      const storage = getStorage();
      await storage.put('replace/u1/cv.pdf', bytes('first version'));
      await storage.put('replace/u1/cv.pdf', bytes('second'));
      expect(await readText(storage, 'replace/u1/cv.pdf')).toBe('second');
      expect(await sizeOf(storage, 'replace/u1/cv.pdf')).toBe(6);
      expect(await storage.list('replace/u1')).toEqual(['replace/u1/cv.pdf']);
    });

    it('stores a local file under a key, replacing what was there, and keeps it once removed', async () => {
      const storage = getStorage();
      const folder = await mkdtemp(join(tmpdir(), 'brigade-put-file-'));
      try {
        const path = join(folder, 'finished-upload');
        await writeFile(path, 'the finished upload');
        await storage.put('local/u1/notes.txt', bytes('an older file'));
        await storage.putFile('local/u1/notes.txt', path);
        // The local file goes (as a finished upload does): the stored one stays.
        await rm(path);
        expect(await readText(storage, 'local/u1/notes.txt')).toBe('the finished upload');
        expect(await storage.list('local/u1')).toEqual(['local/u1/notes.txt']);
        await expect(storage.putFile('local/u1/gone.txt', path)).rejects.toThrow();
        expect(await storage.read('local/u1/gone.txt')).toBeNull();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });

    it('lists every file at any depth, only under the folder asked for', async () => {
      const storage = getStorage();
      const keys = ['deep/a/1.txt', 'deep/a/b/2.txt', 'deep/a/b/c/3.txt', 'deep/a/b/c/d/4.txt'];
      for (const key of keys) await storage.put(key, bytes(key));
      await storage.put('deep/ab/not-in-a.txt', bytes('sibling whose name starts alike'));
      await storage.put('deep/other/5.txt', bytes('elsewhere'));
      expect((await storage.list('deep/a')).sort()).toEqual(keys);
      expect((await storage.list('deep/a/b/c')).sort()).toEqual(keys.slice(2));
    });

    it('reads missing keys as null and lists missing folders as empty', async () => {
      const storage = getStorage();
      expect(await storage.read('missing/u1/nothing.png')).toBeNull();
      expect(await storage.list('missing/nobody')).toEqual([]);
      await storage.delete('missing/u1/nothing.png');
      await storage.put('missing/u2/file.txt', bytes('x'));
      expect(await storage.read('missing/u2')).toBeNull(); // a folder is not a file
      expect(await storage.list('missing/u2/file.txt')).toEqual([]); // nor a file a folder
    });

    it('refuses invalid keys for every operation', async () => {
      const storage = getStorage();
      for (const key of ['../secret.txt', 'a/../../b', '/absolute', 'a//b', '', '.tmp/x']) {
        await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
        await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
        await expect(storage.list(key)).rejects.toThrow('Invalid storage key');
        await expect(storage.put(key, bytes('overwritten'))).rejects.toThrow('Invalid storage key');
      }
    });

    it('keeps the old file when a replacement fails half-way', async () => {
      const storage = getStorage();
      await storage.put('failing/u2/profile.png', bytes('old'));
      async function* failing() {
        yield Buffer.from('half');
        throw new Error('client went away');
      }
      await expect(storage.put('failing/u2/profile.png', Readable.from(failing()))).rejects.toThrow(
        'client went away',
      );
      expect(await readText(storage, 'failing/u2/profile.png')).toBe('old');
    });

    it('keeps the old file when a large replacement fails after several megabytes', async () => {
      const storage = getStorage();
      await storage.put('failing/u3/big.bin', bytes('old'));
      async function* failing() {
        yield* pattern(11 * 1024 * 1024, { bytes: 0 }); // past the first S3 parts
        throw new Error('client went away');
      }
      await expect(storage.put('failing/u3/big.bin', Readable.from(failing()))).rejects.toThrow(
        'client went away',
      );
      expect(await readText(storage, 'failing/u3/big.bin')).toBe('old');
      expect(await storage.list('failing/u3')).toEqual(['failing/u3/big.bin']);
    });

    it('streams a 12 MB file in and out without holding it whole', async () => {
      const storage = getStorage();
      const size = 12 * 1024 * 1024;
      const expected = sha256(pattern(size, { bytes: 0 }));
      const produced = { bytes: 0 };
      await storage.put('large/u1/video.bin', Readable.from(pattern(size, produced)));
      expect(produced.bytes).toBe(size);

      const file = await storage.read('large/u1/video.bin');
      if (!file) throw new Error('The stored file is missing');
      expect(file.size).toBe(size);
      const hash = createHash('sha256');
      let chunks = 0;
      let largest = 0;
      for await (const chunk of file.body) {
        hash.update(chunk as Buffer);
        chunks += 1;
        largest = Math.max(largest, (chunk as Buffer).length);
      }
      expect(hash.digest('hex')).toBe(expected);
      // Read as a stream of chunks, never as one buffer of the whole file.
      expect(chunks).toBeGreaterThan(1);
      expect(largest).toBeLessThan(size);
    });
  });
}
