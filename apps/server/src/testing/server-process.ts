/**
 * Runs the real server as a child process, for the tests and benchmarks that need whole
 * processes (start-up, locking, shutdown, throughput). Not used by the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverMain = fileURLToPath(new URL('../main.ts', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves once /api/health answers 200 on `port`; rejects if the process exits first. */
  healthy(port: number): Promise<void>;
  /** Sends SIGTERM (or the given signal) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * `discardLogs`: send stdout to /dev/null (benchmarks: collecting logs would cost the loader CPU).
 * `cpu`: pin the server to that one core with taskset (benchmarks "on one core").
 */
export function spawnServer(
  env: Record<string, string>,
  options: { discardLogs?: boolean; cpu?: number } = {},
): ServerProcess {
  const [command, args] =
    options.cpu === undefined
      ? [process.execPath, [serverMain]]
      : ['taskset', ['-c', String(options.cpu), process.execPath, serverMain]];
  const child = spawn(command, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', options.discardLogs ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => output,
    exited,
    async healthy(port) {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (response?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * The time a test that starts whole processes may take: each start strips types, loads the
 * server and opens its database (a new data directory runs initdb), which under a busy test run
 * takes several seconds. A guard against a hang, not a measurement (those are in bench/): the
 * six starts of server-process.test.ts took 40 s on a quiet machine and over 90 s on a loaded
 * one, which failed a CI run that had nothing wrong.
 */
export const processTestTimeout = 180_000;
