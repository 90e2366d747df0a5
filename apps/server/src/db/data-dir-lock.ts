import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Takes an exclusive lock on the embedded database's data directory. PGlite has no lock of its
 * own and two processes on one directory silently lose writes, so a second server must refuse to
 * start. The lock is refreshed while we run and goes stale ~10 s after a crash.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: resolve(dir, 'brigade.lock'),
      stale: 10_000,
      update: 3_000,
      retries: 0,
      onCompromised: (error) => {
        // Someone removed or took over our lock: continuing would risk the data.
        console.error(`Lost the lock on ${dir}: ${error.message}. Stopping to protect the data.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Brigade server is already using the data directory ${dir}. ` +
          'Stop that server first, or start this one with a different DATA_DIR.',
      );
    }
    throw error;
  }
}
