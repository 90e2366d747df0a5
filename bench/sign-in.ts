import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBrigade } from './lib/server-process.ts';

const ACCOUNTS = 300;
const PASSWORD = 'Bench!Mark2026';
const DURATION_S = 10;

export interface SignInFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  hash: string;
}

/**
 * Sign-in throughput and latency with Argon2id (m=19 MiB, t=2, p=1) on one core: the server is
 * pinned to core 1 with a thread pool of one, the load comes from this process. Rate limits are
 * real, so each request comes from its own address (X-Forwarded-For, TRUST_PROXY=1) and the
 * accounts rotate (5 attempts a minute each).
 */
export async function benchSignIn(): Promise<SignInFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-signin-'));
  const server = await startBrigade(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '1', UV_THREADPOOL_SIZE: '1' },
    { cpu: 1 },
  );
  try {
    const emails: string[] = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const email = `bench${i}@brigade.test`;
      const response = await fetch(`${server.url}/api/auth/sign-up`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          firstName: 'Bench',
          lastName: 'Mark',
          userType: 'applicant',
        }),
      });
      if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
      emails.push(email);
    }
    let n = 0;
    const result = await autocannon({
      url: `${server.url}/api/auth/sign-in`,
      connections: 4,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          setupRequest(request) {
            n += 1;
            return {
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ email: emails[n % ACCOUNTS], password: PASSWORD }),
            };
          },
        },
      ],
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} sign-ins were refused`);
    return {
      rps: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      hash: 'Argon2id m=19456 KiB, t=2, p=1',
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
