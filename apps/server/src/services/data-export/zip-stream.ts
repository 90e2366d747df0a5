import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Logger } from '../../core/logger.ts';

/** One entry of a streamed zip. */
export interface ZipSource {
  path: string;
  mtime: Date;
  compress: boolean;
  /** Opens the entry's bytes once the zip reaches it, so only one source is open at a time. */
  open: () => Promise<Readable>;
}

/**
 * The zip of `sources`, in order, as a stream (yazl): each entry is opened when the one before
 * is written and flows through with back-pressure, so memory holds a chunk, not the archive.
 * A source that fails ends the stream with that error (the download breaks, the log says why);
 * a reader that goes away closes the open source.
 */
export function streamZip(sources: readonly ZipSource[], log: Logger): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | null = null;
  const fail = (error: unknown) => {
    log.error({ err: error }, 'data export stopped');
    current?.destroy();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  output.once('close', () => current?.destroy());
  for (const source of sources) {
    zip.addReadStreamLazy(
      source.path,
      { mtime: source.mtime, compress: source.compress },
      (callback) => {
        source.open().then((stream) => {
          // The reader left while it was opening: nothing will read it.
          if (output.destroyed) return void stream.destroy();
          current = stream;
          stream.once('error', fail);
          callback(null, stream);
        }, fail);
      },
    );
  }
  zip.end();
  return output;
}
