import { once } from 'node:events';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { readZipDirectory } from '../files/zip-directory.ts';
import { streamZip, type ZipSource } from './zip-stream.ts';

const log = () => ({ warn: vi.fn(), error: vi.fn() });
const source = (path: string, open: ZipSource['open']): ZipSource => ({
  path,
  mtime: new Date('2026-11-25T12:00:00Z'),
  compress: true,
  open,
});

describe('streamZip', () => {
  it('writes the entries in order, opening each only once the one before is written', async () => {
    const opened: string[] = [];
    const text = (path: string, body: string) =>
      source(path, async () => {
        opened.push(path);
        return Readable.from([Buffer.from(body)]);
      });
    const stream = streamZip([text('a.txt', 'first'), text('dir/b.txt', 'second')], log());
    expect(opened).toEqual(['a.txt']);
    const zip = await buffer(stream);
    expect(opened).toEqual(['a.txt', 'dir/b.txt']);
    expect(readZipDirectory(zip)?.map((entry) => entry.name)).toEqual(['a.txt', 'dir/b.txt']);
  });

  it('ends the stream with the error of a source that fails, and logs it', async () => {
    const logger = log();
    const failing = source('broken.bin', async () =>
      Readable.from(
        (async function* () {
          yield Buffer.from('partial');
          throw new Error('storage went away');
        })(),
      ),
    );
    await expect(buffer(streamZip([failing], logger))).rejects.toThrow('storage went away');
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('closes the open source when the reader goes away', async () => {
    const endless = new Readable({ read() {} });
    endless.push(Buffer.alloc(1024));
    const stream = streamZip([source('endless.bin', async () => endless)], log());
    stream.resume();
    await vi.waitFor(() => expect(endless.listenerCount('data')).toBeGreaterThan(0));
    stream.destroy();
    await once(endless, 'close');
    expect(endless.destroyed).toBe(true);
  });
});
