import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentOwner, type LockOwner } from './data-dir-lock-owner.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

// Real server processes killed with -9 are in apps/server/test/server-process.test.ts; here, the
// rules for a lock left behind, with owners written by hand.
describe('the data directory lock', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  /** A data directory whose lock was left by `owner`, last refreshed `ageMs` ago. */
  async function leftBy(owner: Partial<LockOwner>, ageMs = 0): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'brigade-lock-unit-'));
    dirs.push(dir);
    const lock = join(dir, 'brigade.lock');
    await mkdir(lock);
    await writeFile(
      join(lock, 'owner.json'),
      JSON.stringify({ ...(await currentOwner()), ...owner }),
    );
    const when = new Date(Date.now() - ageMs);
    await utimes(lock, when, when);
    return dir;
  }
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 0;
  const takeAndRelease = async (dir: string) => (await lockDataDir(dir))();

  it.runIf(process.platform === 'linux')(
    'takes over at once from a process that is gone, or whose PID is now another process',
    async () => {
      await takeAndRelease(await leftBy({ pid: deadPid() }));
      await takeAndRelease(await leftBy({ started: '1' })); // this PID, started at another time
    },
  );

  it('refuses while the owner runs, however old its lock looks', async () => {
    const dir = await leftBy({}, 60_000); // this very process
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('waits for a lock from another host to go stale (10 s without a refresh)', async () => {
    const elsewhere = { host: `not-${hostname()}`, pid: 1 };
    await expect(lockDataDir(await leftBy(elsewhere, 1_000))).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await takeAndRelease(await leftBy(elsewhere, 11_000));
  });

  it('lets exactly one of two starts at the same moment take it', async () => {
    const dir = await leftBy({ pid: deadPid() });
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    const taken = results.filter((result) => result.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')?.reason).toBeInstanceOf(
      DataDirLockedError,
    );
    await taken[0]?.value();
  });
});
