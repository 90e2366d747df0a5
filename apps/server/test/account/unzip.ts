import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';

const fromBuffer = promisify(yauzl.fromBuffer) as (
  zip: Buffer,
  options: yauzl.Options,
) => Promise<yauzl.ZipFile>;

/** Every entry of a zip (checked by yauzl: CRCs, sizes, safe names), by path. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', resolve);
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream as Readable).then((data) => {
          entries.set(entry.fileName, data);
          archive.readEntry();
        }, reject);
      });
    });
    archive.readEntry();
  });
  return entries;
}
