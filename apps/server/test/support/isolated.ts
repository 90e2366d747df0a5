import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppContext } from '../../src/core/app-context.ts';

class Rollback extends Error {}

/**
 * Runs `work` in a REPEATABLE READ transaction that is then rolled back: it sees its own rows and
 * a snapshot of everyone else's, so global figures compared before and after are exact even while
 * other test files write to the same PostgreSQL database, and nothing it adds stays behind.
 */
export async function isolated<T>(
  db: NodePgDatabase,
  work: (tx: NodePgDatabase) => Promise<T>,
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(
      async (tx) => {
        result = { value: await work(tx) };
        throw new Rollback();
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!result) throw new Error('the isolated work did not finish');
  return result.value;
}

/** The context with its queries on `tx`, for services called inside `isolated` work. */
export function onTransaction(ctx: AppContext, tx: NodePgDatabase): AppContext {
  return { ...ctx, database: { ...ctx.database, db: tx } };
}
