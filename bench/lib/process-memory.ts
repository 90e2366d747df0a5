import { readFileSync } from 'node:fs';
import { freePort } from '@brigade/server/testing/server-process';
import { startBrigade, type RunningServer } from './server-process.ts';

/** A server process's resident memory (VmRSS), in bytes, read from /proc. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** A server process started with the inspector on, to run a full GC before reading memory. */
export interface Inspected {
  server: RunningServer;
  inspectPort: number;
}

export async function startInspected(env: Record<string, string>): Promise<Inspected> {
  const inspectPort = await freePort();
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectPort}`;
  const server = await startBrigade({ ...env, NODE_OPTIONS: nodeOptions.trim() });
  return { server, inspectPort };
}

/** RSS (from /proc) and V8's heap in use, in bytes, after a full garbage collection. */
export async function memoryAfterGc({ server, inspectPort }: Inspected) {
  const list = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(list[0]?.webSocketDebuggerUrl ?? '');
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  type Answer = { id?: number; result?: { result?: { value?: unknown } } };
  const call = (method: string, params: object = {}) =>
    new Promise<Answer>((resolve) => {
      const mine = (id += 1);
      const listener = (message: MessageEvent) => {
        const answer = JSON.parse(String(message.data)) as Answer;
        if (answer.id !== mine) return;
        socket.removeEventListener('message', listener);
        resolve(answer);
      };
      socket.addEventListener('message', listener);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    // Twice: what the first one freed may hold the last references to more.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', {
      expression: 'process.memoryUsage().heapUsed',
      returnByValue: true,
    });
    return { rss: residentBytes(server.pid), heapUsed: Number(answer.result?.result?.value) };
  } finally {
    socket.close();
  }
}
