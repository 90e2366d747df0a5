import { Readable } from 'node:stream';

/** How many first bytes are read to tell a file's type (what `file-type` needs at most). */
const SAMPLE_BYTES = 4100;

export class UploadTooLargeError extends Error {
  constructor() {
    super('The upload is larger than allowed');
    this.name = 'UploadTooLargeError';
  }
}

export interface OpenedUpload {
  /** The first bytes (fewer when the file is smaller), to judge the type by. */
  head: Buffer;
  /** The whole file, head included; fails with UploadTooLargeError past `maxBytes`. */
  body: Readable;
  /**
   * Reads and drops whatever is left of the upload. After a refusal the request must still be
   * read to its end, or the browser may see a reset connection instead of our answer.
   */
  discard(): Promise<void>;
}

/**
 * Opens an incoming file stream for checking before it is stored: its head is read first, then
 * `body` streams head and rest without holding the file in memory, counting bytes as they pass.
 * The source is never destroyed here (`destroyOnReturn: false`), so `discard` can always drain it.
 */
export async function openUpload(source: Readable, maxBytes: number): Promise<OpenedUpload> {
  const chunks = source.iterator({ destroyOnReturn: false });
  const next = async (): Promise<Buffer | null> => {
    const result = await chunks.next();
    return result.done ? null : (result.value as Buffer);
  };

  const sample: Buffer[] = [];
  let sampled = 0;
  let ended = false;
  while (sampled < SAMPLE_BYTES) {
    const chunk = await next();
    if (!chunk) {
      ended = true;
      break;
    }
    sample.push(chunk);
    sampled += chunk.length;
  }
  const head = Buffer.concat(sample);

  async function* everything(): AsyncGenerator<Buffer> {
    let total = head.length;
    if (total > maxBytes) throw new UploadTooLargeError();
    if (total > 0) yield head;
    if (ended) return;
    for (let chunk = await next(); chunk; chunk = await next()) {
      total += chunk.length;
      if (total > maxBytes) throw new UploadTooLargeError();
      yield chunk;
    }
  }

  return {
    head,
    body: Readable.from(everything(), { objectMode: false }),
    async discard() {
      try {
        while (await next());
      } catch {
        // The client went away or the upload was malformed: nothing left to drain.
      }
    },
  };
}
