import fs from 'node:fs';
import { mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';
import { currentOwner, isOwnerAlive, parseOwner } from './data-dir-lock-owner.ts';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** A lock whose owner cannot be checked (another host) is stale once not refreshed this long. */
const STALE_MS = 10_000;
const UPDATE_MS = 3_000;
/** How long a start waits for another one on the same directory to settle who owns it. */
const STARTING_WAIT_MS = 3_000;
const POLL_MS = 20;
const OWNER_FILE = 'owner.json';

/**
 * proper-lockfile's file system, but removing the lock folder with the owner file in it (on
 * release, and at exit when a server ends without releasing). Removing the file first would
 * change the folder's mtime, the heartbeat proper-lockfile checks, while it may still look.
 */
const lockFs = {
  ...fs,
  rmdir: (path: string, done: (error: NodeJS.ErrnoException | null) => void) =>
    fs.rm(path, { recursive: true, force: true }, done),
  rmdirSync: (path: string) => fs.rmSync(path, { recursive: true, force: true }),
};

/**
 * Takes an exclusive lock on the embedded database's data directory. PGlite has no lock of its
 * own and two processes on one directory silently lose writes, so a second server must refuse to
 * start. The lock (`brigade.lock`, refreshed while we run) names its owner: a restart after a
 * crash or a kill -9 takes it over at once when that process is gone from this machine (a
 * process that still runs keeps it, however old its lock looks); an owner this machine cannot
 * check (another host sharing the folder, another container) loses it once the lock has not
 * been refreshed for 10 s. Starts on one directory take turns (`brigade.lock.starting`), so two
 * of them can never both take over the same lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const lockPath = join(dir, 'brigade.lock');
  const ownerPath = join(lockPath, OWNER_FILE);
  const release = await oneStartAtATime(dir, `${lockPath}.starting`, async () => {
    if (await isHeld(lockPath)) throw lockedError(dir);
    // Gone or stale: ours to take.
    await rm(lockPath, { recursive: true, force: true });
    const unlock = await lockfile
      .lock(dir, {
        lockfilePath: lockPath,
        stale: STALE_MS,
        update: UPDATE_MS,
        retries: 0,
        fs: lockFs,
        onCompromised: (error) => {
          // Someone removed or took over our lock: continuing would risk the data.
          console.error(`Lost the lock on ${dir}: ${error.message}. Stopping to protect the data.`);
          process.exit(1);
        },
      })
      .catch((error: unknown) => {
        throw (error as NodeJS.ErrnoException).code === 'ELOCKED' ? lockedError(dir) : error;
      });
    try {
      // The folder's mtime is the lock's heartbeat, which proper-lockfile checks is still its
      // own: adding the file changes it, so it is put back.
      const { atime, mtime } = await stat(lockPath);
      await writeFile(ownerPath, JSON.stringify(await currentOwner()));
      await utimes(lockPath, atime, mtime);
    } catch (error) {
      await unlock();
      throw error;
    }
    return unlock;
  });
  return release;
}

/** Whether the lock belongs to a server that may still be running. */
async function isHeld(lockPath: string): Promise<boolean> {
  const lock = await stat(lockPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!lock) return false;
  const owner = parseOwner(await readFile(join(lockPath, OWNER_FILE), 'utf8').catch(() => ''));
  const alive = owner ? await isOwnerAlive(owner) : undefined;
  return alive ?? Date.now() - lock.mtimeMs <= STALE_MS;
}

/**
 * Runs `take` while holding `guard` (a folder: mkdir is atomic), so that two starts on one data
 * directory judge and take its lock one after the other. A guard older than the stale time was
 * left by a start that was killed in those few milliseconds.
 */
async function oneStartAtATime<T>(dir: string, guard: string, take: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + STARTING_WAIT_MS;
  for (;;) {
    const made = await mkdir(guard).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        return false;
      },
    );
    if (made) break;
    const since = await stat(guard).then(
      (stats) => Date.now() - stats.mtimeMs,
      () => 0,
    );
    if (since > STALE_MS) await rm(guard, { recursive: true, force: true });
    else if (Date.now() > deadline) throw lockedError(dir);
    else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await take();
  } finally {
    await rm(guard, { recursive: true, force: true });
  }
}

function lockedError(dir: string): DataDirLockedError {
  return new DataDirLockedError(
    `Another Brigade server is already using the data directory ${dir}. ` +
      'Stop that server first, or start this one with a different DATA_DIR.',
  );
}
