/** Messages between the server's main thread and the PGlite worker thread. */
export interface WorkerStart {
  /** Data directory, or undefined for an in-memory database (tests). */
  dataDir: string | undefined;
  /** A gzipped data-directory dump to start from (the tests' migrated template). */
  templateFile: string | undefined;
  /**
   * A migrated, empty database folder (the build's) to copy into `dataDir` first, when `dataDir`
   * holds no database yet.
   */
  copyFrom: string | undefined;
  /** Path of the Unix socket to listen on; its name ends in `.s.PGSQL.<port>` for libpq clients. */
  socketPath: string;
}

export type WorkerRequest =
  { type: 'dump'; id: number; file: string } | { type: 'close'; id: number };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'dumped'; id: number }
  | { type: 'closed'; id: number }
  | { type: 'failed'; id: number; message: string };
