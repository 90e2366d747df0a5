import { randomBytes } from 'node:crypto';
import { InvalidStorageKeyError, isStorageKey } from '../../storage/file-storage.ts';

/** The random part: 16 lower-case hex digits (64 bits), so two uploads in one millisecond differ. */
const RANDOM_PART = /^[0-9a-f]{16}$/;
/** An extension as the content check gives it (`jpg`, `docx`, `txt`), before lower-casing. */
const EXTENSION = /^[A-Za-z0-9]{1,10}$/;

/** A fresh random part for `generatedFileKey`. */
export function randomFileSuffix(): string {
  return randomBytes(8).toString('hex');
}

/**
 * The spec's generated file name under a folder: `{folder}/{timestamp-random}.{ext}` — the
 * time in milliseconds since 1970, a random string and the lower-cased extension (the one the
 * file's bytes showed, never the uploaded name's). The user's name for the file is metadata only.
 * Throws InvalidStorageKeyError when the folder or parts would not make a storage key.
 */
export function generatedFileKey(
  folder: string,
  extension: string,
  now: Date,
  random: string,
): string {
  const time = now.getTime();
  if (!Number.isSafeInteger(time) || time < 0) throw new RangeError('Invalid upload time');
  if (!RANDOM_PART.test(random)) throw new RangeError('Invalid random part');
  const key = `${folder}/${time}-${random}.${extension.toLowerCase()}`;
  if (!folder || !EXTENSION.test(extension) || !isStorageKey(key)) {
    throw new InvalidStorageKeyError(key);
  }
  return key;
}
