/**
 * The messaging bench's restart (issue 20, goal 4): every server process stopped while all live
 * clients are connected and started again; how long until all are back and how hard they knock.
 */
import type { LiveClients } from './live-clients.ts';
import { percentile } from './stats.ts';

/** A restart fails the bench when the clients are not all back by then. */
const RECONNECT_TIMEOUT_MS = 120_000;

export interface Reconnect {
  /** From the stop to the last client open again. */
  allBackMs: number;
  /** From the stop to the (last) process answering /api/health again. */
  serverBackMs: number;
  clientP50Ms: number;
  clientP99Ms: number;
  /** The most connection attempts in any one second (refused ones too), and in all. */
  peakAttemptsPerS: number;
  attempts: number;
  /** The most streams opened again in any one second (what the restarted server absorbs). */
  peakOpensPerS: number;
  /** Why attempts failed (ECONNREFUSED while the server was down…), and how often. */
  failures: Record<string, number>;
}

/** The most of these moments (ms) within any one second: a sliding window over them. */
function peakPerSecond(moments: number[]): number {
  const times = [...moments].sort((a, b) => a - b);
  let peak = 0;
  for (let start = 0, end = 0; end < times.length; end += 1) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= 1_000) start += 1;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

/**
 * Stops every process while all clients are connected and starts them again (`restart`, on the
 * same data and ports); times until every client is open again.
 */
export async function measureReconnect(
  clients: LiveClients,
  restart: () => Promise<void>,
): Promise<Reconnect> {
  const stoppedAt = performance.now();
  await restart();
  const serverBackMs = performance.now() - stoppedAt;
  await clients.allOpen(RECONNECT_TIMEOUT_MS);
  const { droppedAt, reopenedAt, attemptsAt, failures } = clients.reconnections();
  const perClient = reopenedAt
    .map((at, i) => at - (droppedAt[i] ?? NaN))
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  const attempts = attemptsAt.filter((at) => at >= stoppedAt);
  return {
    allBackMs: Math.max(...reopenedAt) - stoppedAt,
    serverBackMs,
    clientP50Ms: percentile(perClient, 50),
    clientP99Ms: percentile(perClient, 99),
    peakAttemptsPerS: peakPerSecond(attempts),
    peakOpensPerS: peakPerSecond(reopenedAt.filter((at) => at >= stoppedAt)),
    attempts: attempts.length,
    failures,
  };
}
