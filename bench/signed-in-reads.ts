import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiPaths } from '@brigade/shared/routes';
import { signUpAndSignIn } from './lib/bench-account.ts';
import { startBrigade } from './lib/server-process.ts';

const DURATION_S = 5;
const CONNECTIONS = 10;

export interface ReadFigures {
  label: string;
  path: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SignedInReads {
  reads: ReadFigures[];
  /** GET /api/auth/session: the session lookup every signed-in read starts with, on its own. */
  session: ReadFigures;
}

const READS = [
  { label: "the bell's unread messages", path: apiPaths.messaging.unreadCount },
  { label: "the bell's notifications", path: apiPaths.notifications.list },
  { label: "the dashboard's application counts", path: apiPaths.applicantApplicationCounts },
];

async function measure(
  url: string,
  cookie: string,
  label: string,
  path: string,
): Promise<ReadFigures> {
  const options = { url: `${url}${path}`, headers: { cookie }, connections: CONNECTIONS };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    label,
    path,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/**
 * Signed-in reads a job seeker's screens make all day (issue 20): each route `CONNECTIONS` at a
 * time on the embedded engine, next to the session lookup alone (GET /api/auth/session), whose
 * median over a read's median is the lookup's share of that read.
 */
export async function benchSignedInReads(): Promise<SignedInReads> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-reads-'));
  const server = await startBrigade({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    const cookie = await signUpAndSignIn(server.url, 'bench.reads@brigade.test');
    const session = await measure(server.url, cookie, 'session lookup', apiPaths.auth.session);
    const reads: ReadFigures[] = [];
    for (const read of READS) reads.push(await measure(server.url, cookie, read.label, read.path));
    return { reads, session };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures (for information: the issue sets no budget on them). */
export function printSignedInReads({ reads, session }: SignedInReads): void {
  const row = (f: ReadFigures, share: string) =>
    console.log(
      `    ${f.label.padEnd(36)} p50 ${f.p50Ms.toFixed(1).padStart(5)} ms  p99 ${f.p99Ms.toFixed(1).padStart(5)} ms  ${f.rps.toFixed(0).padStart(5)} req/s${share}`,
    );
  console.log(`  signed-in reads (embedded, ${CONNECTIONS} at a time):`);
  row(session, '');
  for (const read of reads) {
    // Capped: at 1 ms resolution a read barely slower than the lookup can measure below it.
    const share = Math.min(100, Math.round((100 * session.p50Ms) / Math.max(read.p50Ms, 0.1)));
    row(read, `  session lookup ≈ ${share}%`);
  }
}
