import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveEvent } from '@brigade/shared/live-events';
import pg from 'pg';
import { openLiveClients } from './lib/live-clients.ts';
import { seedChatPopulation, type ChatPopulation } from './lib/messaging-data.ts';
import { startBrigade, type RunningServer } from './lib/server-process.ts';

const CLIENTS = 1_000;
/** Latency: this many messages, a few in flight (people chatting, not a flood). */
const LATENCY_MESSAGES = 1_000;
const LATENCY_IN_FLIGHT = 4;
/** Throughput: as many as the server takes for this long, this many in flight. */
const SUSTAINED_S = 10;
const SUSTAINED_IN_FLIGHT = 32;
export const messagingGoal = { p99Ms: 100 };

export interface MessagingFigures {
  setup: string;
  p50Ms: number;
  p99Ms: number;
  perSecond: number;
  loadP50Ms: number;
  loadP99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Times send → delivery: each message is POSTed by one participant of a conversation, and its
 * time is from just before the POST to the moment its `message.created` event arrives on the
 * other participant's stream. `postUrl(sender)` and `streamUrl(user)` say which server process
 * each side uses.
 */
async function measure(
  people: ChatPopulation,
  streamUrl: (user: number) => string,
  postUrl: (sender: number) => string,
): Promise<Omit<MessagingFigures, 'setup'>> {
  const sentAt = new Map<string, number>();
  let latencies: number[] = [];
  let delivered = 0;
  let settle: (() => void) | null = null;
  const onEvent = (user: number, event: LiveEvent) => {
    if (event.type !== 'message.created' || event.message.receiverId !== people.userIds[user])
      return;
    const started = sentAt.get(event.message.content);
    if (started === undefined) return;
    latencies.push(performance.now() - started);
    sentAt.delete(event.message.content);
    delivered += 1;
    if (sentAt.size === 0) settle?.();
  };
  const clients = await openLiveClients(streamUrl, people.cookies, onEvent);

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

  try {
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
  } finally {
    clients.close();
  }
}

/** One server process on embedded PGlite, every client connected to it. */
async function benchEmbedded(): Promise<MessagingFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-chat-'));
  let server: RunningServer | undefined;
  try {
    const people = await seedChatPopulation({ kind: 'embedded', dataDir }, CLIENTS, dataDir);
    server = await startBrigade({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
    const url = server.url;
    return {
      setup: 'embedded, one process',
      ...(await measure(
        people,
        () => url,
        () => url,
      )),
    };
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
  const servers: RunningServer[] = [];
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const people = await seedChatPopulation(
      { kind: 'postgres', url: url.toString() },
      CLIENTS,
      dataDir,
    );
    for (let i = 0; i < 2; i += 1) {
      servers.push(await startBrigade({ DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' }));
    }
    // Users 2k (even) use the first process, users 2k + 1 the second: sender and receiver of
    // every message are on different processes.
    const processOf = (user: number) => servers[user % 2]?.url ?? '';
    return {
      setup: 'PostgreSQL, two processes',
      ...(await measure(people, processOf, processOf)),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Runs the messaging benchmark, prints it, and returns how many goals were missed. */
export async function reportMessaging(): Promise<number> {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  console.log(
    `\nMessaging: send → delivery on the live channel, ${CLIENTS.toLocaleString('en')} connected clients (SSE)`,
  );
  console.log(
    `  latency: ${LATENCY_MESSAGES.toLocaleString('en')} messages, ${LATENCY_IN_FLIGHT} in flight; sustained: ${SUSTAINED_IN_FLIGHT} in flight for ${SUSTAINED_S} s`,
  );
  if (!postgresUrl)
    console.log(
      '  (set BENCH_DATABASE_URL or TEST_DATABASE_URL to add two processes on PostgreSQL)',
    );
  const figures = [await benchEmbedded()];
  if (postgresUrl) figures.push(await benchTwoProcesses(postgresUrl));
  let missed = 0;
  for (const f of figures) {
    const goal = f.setup.startsWith('embedded');
    const ok = f.p99Ms < messagingGoal.p99Ms;
    if (goal && !ok) missed += 1;
    const verdict = goal
      ? `goal p99 < ${messagingGoal.p99Ms} ms: ${ok ? 'within goal' : 'OVER GOAL'}`
      : 'for information';
    console.log(`  ${f.setup}`);
    console.log(
      `    latency   p50 ${f.p50Ms.toFixed(1).padStart(6)} ms  p99 ${f.p99Ms.toFixed(1).padStart(6)} ms  (${verdict})`,
    );
    console.log(
      `    sustained ${f.perSecond.toFixed(0)} messages/s delivered (p50 ${f.loadP50Ms.toFixed(1)} ms, p99 ${f.loadP99Ms.toFixed(1)} ms under that load)`,
    );
  }
  return missed;
}
