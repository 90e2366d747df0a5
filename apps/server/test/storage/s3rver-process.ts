import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface RunningS3rver {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts an S3-compatible server (s3rver) on a free port over a temporary folder. It runs in a
 * child process because its ListObjectsV2 continuation tokens are DES-encrypted, which the
 * OpenSSL 3 in current Node only offers with `--openssl-legacy-provider` — a flag for s3rver's
 * process, not for the tests'.
 */
export async function startS3rver(): Promise<RunningS3rver> {
  const directory = await mkdtemp(join(tmpdir(), 'brigade-s3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', join(import.meta.dirname, 's3rver-main.ts'), directory],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with code ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
