import { createHash, randomBytes } from 'node:crypto';
import {
  TWO_FACTOR_CHALLENGE_LIFETIME_MS,
  TWO_FACTOR_MAX_ATTEMPTS,
} from '@brigade/shared/auth/two-factor';
import { and, eq, gt, lt, sql } from '../../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { twoFactorChallenges } from '../../../db/schema/two-factor.ts';

/** Only the token's hash is stored: a database reader cannot finish someone's sign-in. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts the second step for a user whose password was just proven; returns its token. */
export async function createChallenge(
  db: NodePgDatabase,
  userId: string,
  ip: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Old challenges are of no use to anyone: clear them as new ones are made.
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, sql`now()`));
  await db.insert(twoFactorChallenges).values({
    tokenHash: hashToken(token),
    userId,
    ip,
    expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_LIFETIME_MS),
  });
  return token;
}

/** A live challenge (known, not expired, attempts left), or null. */
export async function findChallenge(db: NodePgDatabase, token: string) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(token)),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
        lt(twoFactorChallenges.attempts, TWO_FACTOR_MAX_ATTEMPTS),
      ),
    );
  return row ?? null;
}

/** Counts a wrong code; the last allowed one ends the challenge. Returns the attempts so far. */
export async function countFailedAttempt(db: NodePgDatabase, id: string): Promise<number> {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.id, id))
    .returning({ attempts: twoFactorChallenges.attempts });
  const attempts = row?.attempts ?? TWO_FACTOR_MAX_ATTEMPTS;
  if (attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
  }
  return attempts;
}

/** Uses the challenge up: true for the one request that takes it (a second use finds nothing). */
export async function takeChallenge(db: NodePgDatabase, id: string): Promise<boolean> {
  const taken = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, id))
    .returning({ id: twoFactorChallenges.id });
  return taken.length > 0;
}
