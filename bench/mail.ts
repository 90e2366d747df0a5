/**
 * `npm run bench -- mail`: the job queue delivering notification mail (issue 14).
 * 1. Throughput: 10,000 mails queued at once on PostgreSQL, two server processes sending them to
 *    a real SMTP server on loopback: mails per second, duplicates, lost.
 * 2. The same with one process killed (SIGKILL) half way: its claimed work waits out its lease
 *    (2 min), then the other process sends it.
 * 3. What queueing the mail adds to an apply and a status change (embedded engine, in process):
 *    the same services with the recipient's topic on (event + queued flush written in the
 *    change's transaction) and off (the statement runs but writes nothing: the cost before).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '@brigade/server/config/env';
import { createServices } from '@brigade/server/app/app-services';
import { migrateDatabase } from '@brigade/server/db/migrate';
import { openDatabase } from '@brigade/server/db/open-database';
import { applyToJob } from '@brigade/server/services/applications/apply-to-job';
import { changeApplicationStatus } from '@brigade/server/services/applications/change-application-status';
import { startSmtpSink } from '@brigade/server/testing/smtp-sink';
import type { SessionUser } from '@brigade/shared/session';
import { startBrigade, type RunningServer } from './lib/server-process.ts';
import { percentile } from './lib/stats.ts';

const MAILS = 10_000;

/** A venue with one job and `count` applicants who applied to it, each owed a status mail. */
async function queueStatusMails(client: pg.Client, count: number, tag: string): Promise<void> {
  await client.query('begin');
  const venue = randomUUID();
  const job = randomUUID();
  await client.query(
    `insert into users (id, name, email, user_type, first_name, last_name)
     values ($1, 'Bench Venue', $2, 'restaurant', 'Bench', 'Venue')`,
    [venue, `venue-${tag}@bench.example`],
  );
  await client.query(
    `insert into organisations (id, name, owner_id) values ($1, 'Casa Bench', $1)`,
    [venue],
  );
  await client.query(
    `insert into venues (id, organisation_id, name) values ($1, $1, 'Casa Bench')`,
    [venue],
  );
  await client.query(
    `insert into jobs (id, restaurant_id, title, description, location, city, role, employment_type, status, published_at)
     values ($1, $2, 'Line Cook', 'Bench job', 'Somewhere', 'Benchtown', 'cook', 'full_time', 'open', now())`,
    [job, venue],
  );
  await client.query(
    `with people as (
       insert into users (name, email, user_type, first_name, last_name)
       select 'Bench Person', 'p' || n || '-' || $3 || '@bench.example', 'applicant', 'Bench', 'Person'
       from generate_series(1, $4::int) n returning id),
     applied as (
       insert into applications (job_id, applicant_id, restaurant_id, status)
       select $1, id, $2, 'Reviewed' from people returning id, applicant_id),
     events as (
       insert into mail_events (recipient_id, topic, type, subject_id, payload)
       select applicant_id, 'status', 'status_changed', id, '{"status":"Reviewed"}' from applied)
     insert into queued_work (kind, payload, singleton_key)
     select 'mail.flush',
            jsonb_build_object('recipientId', applicant_id::text, 'topic', 'status', 'frequency', 'instant'),
            'mail.flush:' || applicant_id || ':status:instant'
     from applied`,
    [job, venue, tag, count],
  );
  await client.query('commit');
}

interface Delivery {
  seconds: number;
  perSecond: number;
  duplicates: number;
  lost: number;
}

/** Waits until every recipient of `tag` has mail (or `timeoutMs`), then a little longer for strays. */
async function awaitDelivery(
  perRecipient: Map<string, number>,
  tag: string,
  started: number,
  timeoutMs: number,
  onProgress?: (delivered: number) => void,
): Promise<Delivery> {
  const mine = () => [...perRecipient].filter(([address]) => address.includes(`-${tag}@`));
  let lastDone = started;
  for (;;) {
    const delivered = mine().length;
    onProgress?.(delivered);
    if (delivered >= MAILS) {
      lastDone = performance.now();
      break;
    }
    if (performance.now() - started > timeoutMs) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Anything sent twice would come right behind: wait a moment before counting.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const counts = mine();
  const seconds = (lastDone - started) / 1000;
  return {
    seconds,
    perSecond: counts.length / seconds,
    duplicates: counts.reduce((sum, [, n]) => sum + (n - 1), 0),
    lost: MAILS - counts.length,
  };
}

async function benchDelivery(postgresUrl: string) {
  const name = `brigade_bench_mail_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const perRecipient = new Map<string, number>();
  const sink = await startSmtpSink({
    onMessage: (mail) => {
      for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    },
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), SMTP_URL: sink.url, LOG_LEVEL: 'warn' };
  const servers: RunningServer[] = [];
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    servers.push(await startBrigade(env)); // migrates
    servers.push(await startBrigade(env));
    await client.connect();

    let started = performance.now();
    await queueStatusMails(client, MAILS, 'a');
    const plain = await awaitDelivery(perRecipient, 'a', started, 300_000);

    started = performance.now();
    await queueStatusMails(client, MAILS, 'b');
    let killedAt: number | undefined;
    const killed = await awaitDelivery(perRecipient, 'b', started, 420_000, (delivered) => {
      if (killedAt === undefined && delivered >= MAILS / 2) {
        killedAt = delivered;
        void servers[0]?.kill();
      }
    });
    return { plain, killed, killedAt: killedAt ?? 0 };
  } finally {
    await client.end().catch(() => undefined);
    await Promise.all(servers.map((server) => server.stop()));
    await sink.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** p50/p99 of apply and status change, with the mail topic on and off, in process. */
async function benchEnqueueCost() {
  const database = await openDatabase({ kind: 'embedded', memory: true });
  await migrateDatabase(database);
  const config = loadConfig({});
  const ctx = {
    config,
    database,
    schemaVersion: 'bench',
    ...(await createServices(database, config, () => undefined)),
  };
  const client = database.pool;
  const rounds = 300;
  const result: Record<string, { p50: number; p99: number }> = {};
  for (const topicOn of [false, true, false, true]) {
    const tag = randomUUID().slice(0, 8);
    const venue = randomUUID();
    await client.query(
      `insert into users (id, name, email, user_type, first_name, last_name) values ($1, 'V', $2, 'restaurant', 'V', 'V')`,
      [venue, `v-${tag}@bench.example`],
    );
    await client.query(`insert into organisations (id, name, owner_id) values ($1, 'Casa', $1)`, [
      venue,
    ]);
    await client.query(`insert into venues (id, organisation_id, name) values ($1, $1, 'Casa')`, [
      venue,
    ]);
    if (!topicOn) {
      await client.query(
        `insert into mail_preferences (user_id, topic, enabled) values ($1, 'applications', false)`,
        [venue],
      );
    }
    const jobs = await client.query<{ id: string }>(
      `insert into jobs (restaurant_id, title, description, location, city, role, employment_type, status, published_at)
       select $1, 'Cook', 'd', 'l', 'c', 'cook', 'full_time', 'open', now() from generate_series(1, $2::int) returning id`,
      [venue, rounds],
    );
    const applicant = randomUUID();
    await client.query(
      `insert into users (id, name, email, user_type, first_name, last_name) values ($1, 'A', $2, 'applicant', 'A', 'A')`,
      [applicant, `a-${tag}@bench.example`],
    );
    await client.query(`insert into resumes (applicant_id, headline) values ($1, 'Cook')`, [
      applicant,
    ]);
    if (!topicOn) {
      await client.query(
        `insert into mail_preferences (user_id, topic, enabled) values ($1, 'status', false)`,
        [applicant],
      );
    }
    const asUser = (id: string, userType: SessionUser['userType']) =>
      ({
        id,
        userType,
        email: '',
        firstName: 'A',
        lastName: 'A',
        photoURL: null,
        isActive: true,
        profileComplete: true,
        createdAt: '',
        lastLogin: null,
      }) satisfies SessionUser;
    const applyTimes: number[] = [];
    const statusTimes: number[] = [];
    for (const job of jobs.rows) {
      let t0 = performance.now();
      const { id } = await applyToJob(ctx, asUser(applicant, 'applicant'), job.id, {
        coverNote: '',
      });
      applyTimes.push(performance.now() - t0);
      t0 = performance.now();
      await changeApplicationStatus(ctx, asUser(venue, 'restaurant'), id, {
        status: 'Reviewed',
        note: '',
      });
      statusTimes.push(performance.now() - t0);
    }
    // The first of each pair warms up; the second is kept.
    for (const [label, times] of [
      ['apply', applyTimes],
      ['status', statusTimes],
    ] as const) {
      times.sort((a, b) => a - b);
      result[`${label}-${topicOn ? 'on' : 'off'}`] = {
        p50: percentile(times, 50),
        p99: percentile(times, 99),
      };
    }
  }
  await ctx.live.stop?.();
  await database.close();
  return result;
}

export async function reportMail(): Promise<number> {
  console.log('\nNotification mail: the job queue (decision 017)');
  const cost = await benchEnqueueCost();
  const line = (label: string, key: string) => {
    const off = cost[`${key}-off`] ?? { p50: NaN, p99: NaN };
    const on = cost[`${key}-on`] ?? { p50: NaN, p99: NaN };
    console.log(
      `  ${label}: p50 ${off.p50.toFixed(2)} → ${on.p50.toFixed(2)} ms, p99 ${off.p99.toFixed(2)} → ${on.p99.toFixed(2)} ms (topic off → on; embedded, in process)`,
    );
  };
  line('apply        ', 'apply');
  line('status change', 'status');
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  if (!postgresUrl) {
    console.log('  (set BENCH_DATABASE_URL or TEST_DATABASE_URL for delivery with two processes)');
    return 0;
  }
  const { plain, killed, killedAt } = await benchDelivery(postgresUrl);
  const print = (label: string, d: Delivery) =>
    console.log(
      `  ${label}: ${MAILS.toLocaleString('en')} mails in ${d.seconds.toFixed(1)} s = ${d.perSecond.toFixed(0)} mails/s; duplicates ${d.duplicates}, lost ${d.lost}`,
    );
  print('two processes on PostgreSQL          ', plain);
  print(`one killed (SIGKILL) after ${killedAt.toLocaleString('en')} mails`, killed);
  return plain.duplicates + plain.lost + killed.duplicates + killed.lost === 0 ? 0 : 1;
}
