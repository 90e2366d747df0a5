import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredFile {
  body: Readable;
  size: number;
  lastModified: Date;
}

/**
 * The storage port: where uploaded files live, by key (`profile-pictures/{userId}/profile.webp`).
 * The local-disk driver is the default; an S3-compatible one can take its place (issue 6), so
 * nothing here may assume a file system. Keys must pass `isStorageKey`; drivers refuse others.
 */
export interface FileStorage {
  /** Stores the stream under the key, replacing any file there only once the whole stream is in. */
  put(key: string, body: Readable): Promise<void>;
  /**
   * Stores the local file at `path` under the key, as `put` would its bytes; the file at `path`
   * may then share them (the local disk links it rather than copy it), so it must not be
   * written to again — only removed.
   */
  putFile(key: string, path: string): Promise<void>;
  /** The file, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The keys of every file under a folder (`profile-pictures/{userId}`), at any depth. */
  list(folder: string): Promise<string[]>;
}

/** A key segment: letters, digits, `_ - .`, not starting with a dot (no `.`, `..` or hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Whether a key is safe to use: relative, `/`-separated, with no traversal or odd characters. */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment));
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}
