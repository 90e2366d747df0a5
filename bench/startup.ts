import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrigade } from './lib/server-process.ts';

/**
 * Cold start to the first healthy response: on an empty DATA_DIR (creates and migrates the
 * embedded database), again on the same, existing directory, and once more after that server
 * was killed with SIGKILL (its lock left behind: taken over at once, as its owner is gone).
 */
export async function benchStartup(): Promise<{
  emptyMs: number;
  existingMs: number;
  afterKillMs: number;
  /** When each step of the start on the existing directory finished (ms since the process began). */
  existingSteps: Record<string, number>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-start-'));
  const report = join(dataDir, 'startup-steps.json');
  try {
    const first = await startBrigade({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await first.stop();
    const second = await startBrigade({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BRIGADE_STARTUP_REPORT: report,
    });
    const existingSteps = JSON.parse(await readFile(report, 'utf8')) as Record<string, number>;
    await second.kill();
    const third = await startBrigade({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await third.stop();
    return {
      emptyMs: first.startMs,
      existingMs: second.startMs,
      afterKillMs: third.startMs,
      existingSteps,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
