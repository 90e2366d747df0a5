/**
 * `npm run bench -- messaging` (and the full `npm run bench`): issue 20, goal 4, the live channel
 * with 5,000 connected clients (SSE), on one embedded process and on two processes sharing
 * PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set). For each:
 * 1. memory per connected client: the server's RSS and V8 heap after a full GC (asked for over
 *    the inspector), with no client and with all of them, divided by the clients;
 * 2. send → delivery p50/p99, quiet (a few messages in flight) and under load, and messages/s;
 * 3. a restart: the server stopped (SIGTERM) while every client is connected and started again
 *    on the same data and port; the clients come back the way the web app does (jittered
 *    exponential backoff, @brigade/shared/live-retry): time until all are back, per-client
 *    reconnect time, and the peak rate of connection attempts.
 * BENCH_LIVE_CLIENTS overrides the 5,000 (a quicker run while working on it).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveEvent } from '@brigade/shared/live-events';
import { apiPaths } from '@brigade/shared/routes';
import pg from 'pg';
import { openLiveClients, type LiveClients } from './lib/live-clients.ts';
import { seedChatPopulation, type ChatPopulation } from './lib/messaging-data.ts';
import { memoryAfterGc, startInspected, type Inspected } from './lib/process-memory.ts';
import { startBrigade, type RunningServer } from './lib/server-process.ts';
import { percentile } from './lib/stats.ts';
import { measureReconnect, type Reconnect } from './lib/live-reconnect.ts';

const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS) || 5_000;
/** Latency: this many messages, a few in flight (people chatting, not a flood). */
const LATENCY_MESSAGES = 1_000;
const LATENCY_IN_FLIGHT = 4;
/** Throughput: as many as the server takes for this long, this many in flight. */
const SUSTAINED_S = 10;
const SUSTAINED_IN_FLIGHT = 32;
export const messagingGoal = { p99Ms: 100, kbPerClient: 20 };

interface Latency {
  p50Ms: number;
  p99Ms: number;
  perSecond: number;
  loadP50Ms: number;
  loadP99Ms: number;
}
interface Memory {
  /** Growth per connected client, in KB (1,024 bytes), summed over the processes. */
  rssKb: number;
  heapKb: number;
  /** RSS of each process with every client connected, in MB. */
  rssMb: number[];
}
export interface MessagingFigures extends Latency {
  setup: string;
  memory: Memory;
  reconnect: Reconnect;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The soft limit of open files: the bench holds a socket per client, and so do the servers
 * (they inherit it). Node cannot raise it; the shell can (`ulimit -n`).
 */
async function checkOpenFiles(): Promise<void> {
  const limits = await readFile('/proc/self/limits', 'utf8').catch(() => '');
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Infinity);
  const needed = CLIENTS + 1_024;
  if (soft < needed) {
    throw new Error(
      `the messaging bench holds ${CLIENTS} sockets but may open only ${soft} files: raise the limit first (ulimit -n ${needed} or more)`,
    );
  }
}

/**
 * Memory per connected client: every process's RSS and heap after a GC, then with all clients
 * connected. Before the first reading each user's session is read once (GET /api/auth/session,
 * a few at a time): opening a stream reads it too, and what the database engine keeps of the rows
 * it read (embedded, it lives in the server's process) is not memory a connection holds; and a
 * few streams are opened and closed (so what the first connection loads is in the baseline).
 * Answers the open clients.
 */
async function measureMemory(
  processes: Inspected[],
  people: ChatPopulation,
  streamUrl: (user: number) => string,
  onEvent: (user: number, event: LiveEvent) => void,
): Promise<{ memory: Memory; clients: LiveClients }> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < people.cookies.length) {
        const user = next++;
        const response = await fetch(`${streamUrl(user)}${apiPaths.auth.session}`, {
          headers: { cookie: people.cookies[user] ?? '' },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`the session answered ${response.status}`);
      }
    }),
  );
  const warm = await openLiveClients(streamUrl, people.cookies.slice(0, 200), () => undefined);
  warm.close();
  await sleep(1_000);
  const before = await Promise.all(processes.map(memoryAfterGc));
  const clients = await openLiveClients(streamUrl, people.cookies, onEvent);
  await sleep(2_000);
  const after = await Promise.all(processes.map(memoryAfterGc));
  const grown = (key: 'rss' | 'heapUsed') =>
    after.reduce((sum, m, i) => sum + m[key] - (before[i]?.[key] ?? 0), 0) / CLIENTS / 1024;
  return {
    memory: {
      rssKb: grown('rss'),
      heapKb: grown('heapUsed'),
      rssMb: after.map((m) => m.rss / 1024 / 1024),
    },
    clients,
  };
}

/**
 * Times send → delivery: each message is POSTed by one participant of a conversation, and its
 * time is from just before the POST to the moment its `message.created` event arrives on the
 * other participant's stream (`listen` is given what the clients' events go to). `postUrl(sender)`
 * says which server process the sender uses.
 */
async function measureLatency(
  people: ChatPopulation,
  listen: (handler: (user: number, event: LiveEvent) => void) => void,
  postUrl: (sender: number) => string,
): Promise<Latency> {
  const sentAt = new Map<string, number>();
  let latencies: number[] = [];
  let delivered = 0;
  let settle: (() => void) | null = null;
  listen((user, event) => {
    if (event.type !== 'message.created' || event.message.receiverId !== people.userIds[user])
      return;
    const started = sentAt.get(event.message.content);
    if (started === undefined) return;
    latencies.push(performance.now() - started);
    sentAt.delete(event.message.content);
    delivered += 1;
    if (sentAt.size === 0) settle?.();
  });

  let sequence = 0;
  const sendOne = async () => {
    sequence += 1;
    const conversation = sequence % people.conversationIds.length;
    // Alternate who writes, so both sides of every conversation send and receive.
    const sender = 2 * conversation + (Math.floor(sequence / people.conversationIds.length) % 2);
    const content = `Bench message ${sequence}`;
    sentAt.set(content, performance.now());
    const response = await fetch(
      `${postUrl(sender)}/api/conversations/${people.conversationIds[conversation]}/messages`,
      {
        method: 'POST',
        headers: { cookie: people.cookies[sender] ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
      },
    );
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`sending answered ${response.status}`);
  };
  const allDelivered = () =>
    new Promise<void>((resolve, reject) => {
      if (sentAt.size === 0) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`${sentAt.size} messages were never delivered`)),
        30_000,
      );
      settle = () => {
        clearTimeout(timer);
        settle = null;
        resolve();
      };
    });
  const workers = (inFlight: number, keepGoing: () => boolean) =>
    Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (keepGoing()) await sendOne();
      }),
    );

  // Warm-up (connections, query plans), not counted.
  let warm = 0;
  await workers(LATENCY_IN_FLIGHT, () => warm++ < 100);
  await allDelivered();
  latencies = [];

  let count = 0;
  await workers(LATENCY_IN_FLIGHT, () => count++ < LATENCY_MESSAGES);
  await allDelivered();
  const quiet = latencies.sort((a, b) => a - b);

  latencies = [];
  delivered = 0;
  const started = performance.now();
  const until = started + SUSTAINED_S * 1000;
  await workers(SUSTAINED_IN_FLIGHT, () => performance.now() < until);
  await allDelivered();
  const perSecond = delivered / ((performance.now() - started) / 1000);
  const loaded = latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(quiet, 50),
    p99Ms: percentile(quiet, 99),
    perSecond,
    loadP50Ms: percentile(loaded, 50),
    loadP99Ms: percentile(loaded, 99),
  };
}

/** Memory, latency and a restart with every client connected to `processes`. */
async function measureAll(
  processes: Inspected[],
  people: ChatPopulation,
  urlOf: (user: number) => string,
  restart: () => Promise<void>,
): Promise<Omit<MessagingFigures, 'setup'>> {
  type Handler = (user: number, event: LiveEvent) => void;
  const ignore: Handler = () => undefined;
  let handler = ignore;
  const { memory, clients } = await measureMemory(processes, people, urlOf, (user, event) =>
    handler(user, event),
  );
  try {
    const latency = await measureLatency(people, (h) => (handler = h), urlOf);
    handler = ignore;
    const reconnect = await measureReconnect(clients, restart);
    return { ...latency, memory, reconnect };
  } finally {
    clients.close();
  }
}

/** One server process on embedded PGlite, every client connected to it. */
async function benchEmbedded(): Promise<MessagingFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-chat-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  let server: RunningServer | undefined;
  try {
    const people = await seedChatPopulation({ kind: 'embedded', dataDir }, CLIENTS, dataDir);
    const inspected = await startInspected(env);
    server = inspected.server;
    const { url, port } = server;
    const figures = await measureAll(
      [inspected],
      people,
      () => url,
      async () => {
        await server?.stop();
        server = await startBrigade(env, { port });
      },
    );
    return { setup: 'embedded, one process', ...figures };
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Two server processes on one PostgreSQL database, half of the clients on each; every message
 * is posted to the sender's process and delivered by the other one (LISTEN/NOTIFY).
 */
async function benchTwoProcesses(postgresUrl: string): Promise<MessagingFigures> {
  const name = `brigade_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-chat-pg-'));
  let servers: RunningServer[] = [];
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
    const people = await seedChatPopulation(
      { kind: 'postgres', url: url.toString() },
      CLIENTS,
      dataDir,
    );
    const inspected: Inspected[] = [];
    for (let i = 0; i < 2; i += 1) inspected.push(await startInspected(env));
    servers = inspected.map((one) => one.server);
    const urls = servers.map((server) => server.url);
    // Users 2k (even) use the first process, users 2k + 1 the second: sender and receiver of
    // every message are on different processes.
    const processOf = (user: number) => urls[user % 2] ?? '';
    const figures = await measureAll(inspected, people, processOf, async () => {
      const ports = servers.map((server) => server.port);
      await Promise.all(servers.map((server) => server.stop()));
      servers = [];
      servers = await Promise.all(ports.map((port) => startBrigade(env, { port })));
    });
    return { setup: 'PostgreSQL, two processes', ...figures };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Runs the messaging benchmark, prints it, and returns how many goals were missed. */
export async function reportMessaging(): Promise<number> {
  await checkOpenFiles();
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const clients = CLIENTS.toLocaleString('en');
  console.log(`\nMessaging: the live channel with ${clients} connected clients (SSE)`);
  console.log(
    `  latency: send → delivery, ${LATENCY_MESSAGES.toLocaleString('en')} messages, ${LATENCY_IN_FLIGHT} in flight; sustained: ${SUSTAINED_IN_FLIGHT} in flight for ${SUSTAINED_S} s`,
  );
  console.log(
    '  memory: RSS and heap after a full GC, all clients connected against none, per client',
  );
  console.log(
    '  restart: the server stopped with every client connected and started again; clients retry like the web app (full jitter, 1 s doubling to 30 s)',
  );
  if (!postgresUrl)
    console.log(
      '  (set BENCH_DATABASE_URL or TEST_DATABASE_URL to add two processes on PostgreSQL)',
    );
  const figures = [await benchEmbedded()];
  if (postgresUrl) figures.push(await benchTwoProcesses(postgresUrl));
  let missed = 0;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  for (const f of figures) {
    const latencyOk = f.p99Ms < messagingGoal.p99Ms;
    const memoryOk = f.memory.rssKb <= messagingGoal.kbPerClient;
    missed += (latencyOk ? 0 : 1) + (memoryOk ? 0 : 1);
    const verdict = (ok: boolean) => (ok ? 'within goal' : 'OVER GOAL');
    console.log(`  ${f.setup}`);
    console.log(
      `    latency   p50 ${f.p50Ms.toFixed(1).padStart(6)} ms  p99 ${f.p99Ms.toFixed(1).padStart(6)} ms  (goal p99 < ${messagingGoal.p99Ms} ms: ${verdict(latencyOk)})`,
    );
    console.log(
      `    sustained ${f.perSecond.toFixed(0)} messages/s delivered (p50 ${f.loadP50Ms.toFixed(1)} ms, p99 ${f.loadP99Ms.toFixed(1)} ms under that load)`,
    );
    console.log(
      `    memory    ${f.memory.rssKb.toFixed(1)} KB RSS per client (heap ${f.memory.heapKb.toFixed(1)} KB; RSS with all connected ${f.memory.rssMb.map((mb) => `${mb.toFixed(0)} MB`).join(' + ')})  (goal ≤ ${messagingGoal.kbPerClient} KB: ${verdict(memoryOk)})`,
    );
    const r = f.reconnect;
    console.log(
      `    restart   all ${clients} back ${s(r.allBackMs)} after the stop (server healthy again at ${s(r.serverBackMs)}); per client p50 ${s(r.clientP50Ms)}, p99 ${s(r.clientP99Ms)}`,
    );
    const failed = Object.entries(r.failures)
      .map(([why, count]) => `${count.toLocaleString('en')} ${why}`)
      .join(', ');
    console.log(
      `              attempts ${r.attempts.toLocaleString('en')} (failed: ${failed || 'none'}), peak ${r.peakAttemptsPerS.toLocaleString('en')}/s; streams reopened at most ${r.peakOpensPerS.toLocaleString('en')}/s`,
    );
  }
  return missed;
}
