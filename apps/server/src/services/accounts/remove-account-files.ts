import type { Logger } from '../../core/logger.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { deletePictureFiles } from '../profiles/picture-files.ts';
import { removeCvFiles } from '../resumes/resume-cv.ts';

/**
 * Removes the stored bytes of a deleted account: picture, CV and My Files (`storedFileKeys`,
 * read before the account's records went). The account is gone by then, so a file that cannot
 * be removed is logged for an operator rather than failing an answer nobody could act on.
 */
export async function removeAccountFiles(
  storage: FileStorage,
  log: Logger,
  userId: string,
  storedFileKeys: readonly string[],
): Promise<void> {
  await Promise.all([
    deletePictureFiles(storage, userId),
    removeCvFiles(storage, userId),
    ...storedFileKeys.map((key) => storage.delete(key)),
  ]).catch((error: unknown) =>
    log.error({ err: error, userId }, 'stored files of a deleted account remain'),
  );
}
