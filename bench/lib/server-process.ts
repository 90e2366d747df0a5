import { freePort, spawnServer } from '@brigade/server/testing/server-process';

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the process to its first healthy response. */
  startMs: number;
  stop(): Promise<unknown>;
  /** Ends it with SIGKILL: no shutdown, its data directory lock is left behind. */
  kill(): Promise<unknown>;
}

/** Starts the real Brigade server as its own process and waits for /api/health. */
export async function startBrigade(
  env: Record<string, string>,
  options: { cpu?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const server = spawnServer({ PORT: String(port), ...env }, { discardLogs: true, ...options });
  await server.healthy(port);
  return {
    url: `http://127.0.0.1:${port}`,
    startMs: performance.now() - started,
    stop: () => server.stop(),
    kill: () => server.stop('SIGKILL'),
  };
}
