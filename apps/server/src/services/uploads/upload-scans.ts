import { pipeline, Transform, type Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import type { PlainTextCheck } from '../files/plain-text-check.ts';
import { createPlainTextScan, type PlainTextScan } from '../files/plain-text-scan.ts';

/** At most this many uploads are scanned at once; past it the oldest is dropped (see below). */
const MAX_SCANS = 10_000;

interface Scan {
  scan: PlainTextScan;
  /** How many bytes of the upload it has seen: the upload's offset while it is right. */
  offset: number;
  touched: number;
}

export interface UploadScans {
  /** The scan's verdict on an upload of `size` bytes, if it saw exactly them; then forgotten. */
  finish(uploadId: string, size: number): PlainTextCheck | undefined;
  /** Forgets an upload (cancelled, removed). */
  forget(uploadId: string): void;
  /** Forgets the scans of uploads untouched for `ageMs` (abandoned ones). */
  prune(ageMs: number): void;
}

/**
 * Runs the plain-text check (plain-text-scan.ts) on every upload's bytes as tus writes them, so
 * the finished upload needs no second read (issue 20): the data store's `write` — the one step
 * every byte of a PATCH or a POST with a body goes through, on disk or S3 alike — is wrapped to
 * feed the upload's scan on the way. A scan lives in this process between requests, keyed by
 * upload, and is trusted only while it has seen exactly the upload's bytes: a write that fails
 * (bytes may be stored that it counted, or not), one that starts where it has not been (another
 * server took the previous request, or this one restarted), or a dropped scan leave none, and
 * the finished upload is then scanned from its file instead (check-whole-file.ts).
 */
export function scanUploadWrites(datastore: DataStore): UploadScans {
  const scans = new Map<string, Scan>();
  const write = datastore.write.bind(datastore);

  datastore.write = async (readable: Readable, uploadId: string, offset: number) => {
    // Taken out while the bytes pass: tus holds the upload's lock, but a failure must leave none.
    const found = scans.get(uploadId);
    scans.delete(uploadId);
    const current = found?.offset === offset ? found : offset === 0 ? fresh() : undefined;
    if (!current) return write(readable, uploadId, offset);

    let seen = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        current.scan.update(chunk);
        seen += chunk.length;
        done(null, chunk);
      },
    });
    // Errors and ends travel both ways, as through tus's own pipeline.
    const tapped = pipeline(readable, tap, () => undefined);
    const written = await write(tapped, uploadId, offset);
    if (written === offset + seen) {
      if (scans.size >= MAX_SCANS) dropOldest();
      scans.set(uploadId, { ...current, offset: written, touched: Date.now() });
    }
    return written;
  };

  const fresh = (): Scan => ({ scan: createPlainTextScan(), offset: 0, touched: Date.now() });
  const dropOldest = () => {
    // A Map iterates in insertion order, and a scan is set again after every write.
    const oldest = scans.keys().next();
    if (!oldest.done) scans.delete(oldest.value);
  };

  return {
    finish(uploadId, size) {
      const found = scans.get(uploadId);
      scans.delete(uploadId);
      return found?.offset === size ? found.scan.finish() : undefined;
    },
    forget: (uploadId) => scans.delete(uploadId),
    prune(ageMs) {
      const cutoff = Date.now() - ageMs;
      for (const [uploadId, { touched }] of scans) if (touched < cutoff) scans.delete(uploadId);
    },
  };
}
