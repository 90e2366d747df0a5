import type { DataStore } from '@tus/server';

/** Unfinished uploads are kept a day, then their parts may be swept (see `sweepExpired`). */
export const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Where unfinished uploads live (tus's data store), and what Brigade needs of it besides. */
export interface UploadStore {
  datastore: DataStore;
  /** Whether every server process reaches the same uploads (then they must share locks too). */
  shared: boolean;
  /** The store's id for the id in an upload's URL, and back. */
  storeId(urlId: string): string;
  urlId(storeId: string): string;
  /** Runs `use` on a completed upload's bytes, in a local file for the time of the call. */
  withLocalCopy<T>(storeId: string, use: (path: string) => Promise<T>): Promise<T>;
  /** Removes whatever is left of an upload, finished or not; a missing one is no error. */
  discard(storeId: string): Promise<void>;
}
