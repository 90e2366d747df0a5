import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage.ts';
import { describeFileStorageContract } from './file-storage-contract.ts';

const root = mkdtempSync(join(tmpdir(), 'brigade-storage-'));
const storage = createLocalDiskStorage(join(root, 'files'));
afterAll(() => rm(root, { recursive: true, force: true }));

describeFileStorageContract('local disk', () => storage);

describe('local disk storage', () => {
  it('leaves no temporary file behind, whether a put succeeds or fails', async () => {
    await storage.put('tmp-check/u1/a.txt', Readable.from([Buffer.from('ok')]));
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('client went away');
    }
    await expect(storage.put('tmp-check/u1/a.txt', Readable.from(failing()))).rejects.toThrow(
      'client went away',
    );
    expect(await readdir(join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('links a local file on the same disk into place instead of copying it, private', async () => {
    const path = join(root, 'finished-upload');
    await writeFile(path, 'ten megabytes, say');
    await storage.putFile('linked/u1/notes.txt', path);
    const stored = await stat(join(root, 'files', 'linked', 'u1', 'notes.txt'));
    expect(stored.ino).toBe((await stat(path)).ino);
    expect(stored.mode & 0o777).toBe(0o600);
    expect(await readdir(join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('never touches a file outside its folder', async () => {
    await writeFile(join(root, 'secret.txt'), 'secret');
    await expect(
      storage.put('../secret.txt', Readable.from([Buffer.from('overwritten')])),
    ).rejects.toThrow('Invalid storage key');
    await expect(storage.delete('../secret.txt')).rejects.toThrow('Invalid storage key');
    expect(await readFile(join(root, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('is the driver the server uses without S3_BUCKET, under DATA_DIR/files', async () => {
    const configured = await createStorage(loadConfig({ DATA_DIR: root }));
    await configured.put('config/u1/a.txt', Readable.from([Buffer.from('from config')]));
    expect(await readFile(join(root, 'files', 'config', 'u1', 'a.txt'), 'utf8')).toBe(
      'from config',
    );
  });
});
