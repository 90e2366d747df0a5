import { and, count, eq, isNull } from '../../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { twoFactorRecoveryCodes } from '../../../db/schema/two-factor.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';

/** Makes a user's recovery codes afresh (old ones stop working); returns them, the only time. */
export async function replaceRecoveryCodes(db: NodePgDatabase, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  });
  return codes;
}

/** How many of a user's recovery codes are still unused. */
export async function remainingRecoveryCodes(db: NodePgDatabase, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
