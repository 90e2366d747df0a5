import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { SESSION_MAX_AGE_MS } from '../../auth/session-user.ts';
import { authSessions } from '../../db/schema/auth-sessions.ts';
import { users } from '../../db/schema/users.ts';
import { and, eq, gt, inArray } from '../../db/sql.ts';

/** What the checks need of an open stream: whose session it is, and how to end it. */
export interface CheckedStream {
  userId: string;
  sessionId: string;
  close(): void;
}

/** Of these sessions, the ones still valid: session id → its user's id. */
export type ValidSessions = (sessionIds: readonly string[]) => Promise<Map<string, string>>;

/** At most this many sessions in one query (one bind parameter each). */
const batchSize = 1_000;

/**
 * The sessions that would still sign their requests in (getSignedInSession): not expired, not
 * older than the absolute lifetime, of an active account. Deleted sessions and accounts are
 * simply not found.
 */
export function validSessionsIn(db: NodePgDatabase): ValidSessions {
  return async (sessionIds) => {
    const valid = new Map<string, string>();
    const now = Date.now();
    for (let start = 0; start < sessionIds.length; start += batchSize) {
      const rows = await db
        .select({ id: authSessions.id, userId: authSessions.userId })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(
          and(
            inArray(authSessions.id, sessionIds.slice(start, start + batchSize)),
            gt(authSessions.expiresAt, new Date(now)),
            gt(authSessions.createdAt, new Date(now - SESSION_MAX_AGE_MS)),
            eq(users.isActive, true),
          ),
        );
      for (const row of rows) valid.set(row.id, row.userId);
    }
    return valid;
  };
}

/**
 * The periodic session check of one process's open streams (signed out elsewhere, expired,
 * deactivated, deleted: the hub closes streams at once when it hears of most of these, this is
 * the backstop). One ticker for them all checks, in one query, the streams whose check is due:
 * a check per stream, each on its own timer, was a query per stream every 30 s (167 a second
 * with 5,000 streams, bunched as they had opened, and each through the whole auth library).
 * A stream is first checked `everyMs` after it opened, then every `everyMs`; while the database
 * does not answer, streams are kept and asked about again next time.
 */
export function createSessionChecks(
  validSessions: ValidSessions,
  timings: { readonly sessionCheckMs: number },
) {
  const due = new Map<CheckedStream, number>();
  let ticker: NodeJS.Timeout | undefined;
  let checking = false;

  async function tick(): Promise<void> {
    if (checking) return;
    const now = Date.now();
    const batch = [...due].filter(([, at]) => at <= now).map(([stream]) => stream);
    if (batch.length === 0) return;
    checking = true;
    const next = now + timings.sessionCheckMs;
    try {
      const valid = await validSessions([...new Set(batch.map((stream) => stream.sessionId))]);
      for (const stream of batch) {
        if (!due.has(stream)) continue;
        if (valid.get(stream.sessionId) === stream.userId) due.set(stream, next);
        else stream.close();
      }
    } catch {
      // The database did not answer: keep the streams and ask again next time.
      for (const stream of batch) if (due.has(stream)) due.set(stream, next);
    } finally {
      checking = false;
    }
  }

  return {
    /** Checks `stream` until the answer is called (when it closes). */
    add(stream: CheckedStream): () => void {
      due.set(stream, Date.now() + timings.sessionCheckMs);
      if (!ticker) {
        ticker = setInterval(() => void tick(), Math.min(1_000, timings.sessionCheckMs));
        ticker.unref();
      }
      return () => {
        due.delete(stream);
        if (due.size === 0) {
          clearInterval(ticker);
          ticker = undefined;
        }
      };
    },
  };
}
