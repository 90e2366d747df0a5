import { Readable } from 'node:stream';
import { DataStore } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { scanUploadWrites } from './upload-scans.ts';

/** A data store keeping each upload's bytes in memory; `failAfter` makes a write fail midway. */
class MemoryStore extends DataStore {
  readonly bytes = new Map<string, Buffer>();
  failAfter: number | undefined;

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of readable) {
      chunks.push(chunk as Buffer);
      received += (chunk as Buffer).length;
      if (this.failAfter !== undefined && received >= this.failAfter) throw new Error('disk full');
    }
    const before = this.bytes.get(id) ?? Buffer.alloc(0);
    this.bytes.set(id, Buffer.concat([before.subarray(0, offset), ...chunks]));
    return offset + received;
  }
}

const text = Buffer.from('crème brûlée\n');
const send = (bytes: Buffer) => Readable.from([bytes.subarray(0, 2), bytes.subarray(2)]);

describe('scanUploadWrites', () => {
  it('judges an upload written in parts, a character cut between them', async () => {
    const store = new MemoryStore();
    const scans = scanUploadWrites(store);
    expect(await store.write(send(text.subarray(0, 3)), 'u1', 0)).toBe(3);
    expect(await store.write(send(text.subarray(3)), 'u1', 3)).toBe(text.length);
    expect(store.bytes.get('u1')?.equals(text)).toBe(true);
    expect(scans.finish('u1', text.length)).toEqual({ ok: true });
    // Forgotten once finished.
    expect(scans.finish('u1', text.length)).toBeUndefined();
  });

  it('gives the whole-file verdict on a refused text', async () => {
    const store = new MemoryStore();
    const scans = scanUploadWrites(store);
    const bytes = Buffer.from('ab\u0085cd');
    await store.write(send(bytes.subarray(0, 3)), 'u1', 0);
    await store.write(send(bytes.subarray(3)), 'u1', 3);
    expect(scans.finish('u1', bytes.length)).toEqual({ ok: false, detected: null });
  });

  it('has no verdict when it did not see every byte', async () => {
    const store = new MemoryStore();
    const scans = scanUploadWrites(store);
    // Not all of it yet.
    await store.write(send(text.subarray(0, 5)), 'partial', 0);
    expect(scans.finish('partial', text.length)).toBeUndefined();
    // Started elsewhere (another server, or before a restart): the first bytes were not seen.
    await store.write(send(text.subarray(5)), 'elsewhere', 5);
    expect(scans.finish('elsewhere', text.length)).toBeUndefined();
  });

  it('drops the scan of an upload whose write failed, and of a forgotten one', async () => {
    const store = new MemoryStore();
    const scans = scanUploadWrites(store);
    store.failAfter = 4;
    await expect(store.write(send(text), 'failed', 0)).rejects.toThrow('disk full');
    store.failAfter = undefined;
    // The client resumes where the store says it is; the scan cannot follow.
    await store.write(send(text), 'failed', 0);
    expect(scans.finish('failed', text.length)).toEqual({ ok: true });
    await store.write(send(text.subarray(0, 4)), 'resumed', 0);
    store.failAfter = 1;
    await expect(store.write(send(text.subarray(4)), 'resumed', 4)).rejects.toThrow('disk full');
    store.failAfter = undefined;
    await store.write(send(text.subarray(4)), 'resumed', 4);
    expect(scans.finish('resumed', text.length)).toBeUndefined();

    await store.write(send(text), 'cancelled', 0);
    scans.forget('cancelled');
    expect(scans.finish('cancelled', text.length)).toBeUndefined();
    await store.write(send(text), 'abandoned', 0);
    scans.prune(-1);
    expect(scans.finish('abandoned', text.length)).toBeUndefined();
  });
});
