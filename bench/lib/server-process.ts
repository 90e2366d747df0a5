import { freePort, spawnServer } from '@brigade/server/testing/server-process';

export interface RunningServer {
  url: string;
  /** The port it listens on (start another on the same one to stand in for a restart). */
  port: number;
  /** The server's process id (its memory is in /proc/<pid>/status). */
  pid: number;
  /** Milliseconds from spawning the process to its first healthy response. */
  startMs: number;
  stop(): Promise<unknown>;
  /** Ends it with SIGKILL: no shutdown, its data directory lock is left behind. */
  kill(): Promise<unknown>;
}

/**
 * Starts the real Brigade server as its own process and waits for /api/health. `port`: listen
 * there (a restart on the port the clients know) instead of a free one.
 */
export async function startBrigade(
  env: Record<string, string>,
  options: { cpu?: number; port?: number } = {},
): Promise<RunningServer> {
  const { port = await freePort(), ...spawnOptions } = options;
  const started = performance.now();
  const server = spawnServer(
    { PORT: String(port), ...env },
    { discardLogs: true, ...spawnOptions },
  );
  await server.healthy(port);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: server.child.pid ?? 0,
    startMs: performance.now() - started,
    stop: () => server.stop(),
    kill: () => server.stop('SIGKILL'),
  };
}
