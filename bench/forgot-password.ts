import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startBrigade } from './lib/server-process.ts';
import { median } from './lib/stats.ts';

const ROUNDS = 200;
const PAUSE_MS = 20;

export interface ForgotPasswordFigures {
  knownP50Ms: number;
  unknownP50Ms: number;
}

/**
 * "Forgot password?" must not tell whether an address has an account by how long it takes:
 * the answer's median time for a known and an unknown address, asked in turns with a pause (the
 * link and the mail are made after the answer). The rate limit is lifted for the run.
 */
export async function benchForgotPassword(): Promise<ForgotPasswordFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-forgot-'));
  const server = await startBrigade({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PASSWORD_RESET: '1000000/60000',
  });
  try {
    const known = 'known@brigade.test';
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: known,
        password: 'Bench!Mark2026',
        firstName: 'Bench',
        lastName: 'Mark',
        userType: 'applicant',
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`forgot-password answered ${response.status}`);
      return performance.now() - started;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      knownMs.push(await ask(known));
      // What follows an answer (the link, the mail) is done before the next question.
      await delay(PAUSE_MS);
      unknownMs.push(await ask(`nobody${round}@brigade.test`));
      await delay(PAUSE_MS);
    }
    return { knownP50Ms: median(knownMs), unknownP50Ms: median(unknownMs) };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
