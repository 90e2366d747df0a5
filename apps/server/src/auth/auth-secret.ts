import { randomBytes } from 'node:crypto';
import { eq } from '../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { appSecrets } from '../db/schema/app-secrets.ts';

const NAME = 'session-signing-key';

/**
 * The key that signs session cookies: AUTH_SECRET when set, else one made on first start and
 * kept in the database, so all server processes on it agree and nothing needs configuring.
 */
export async function loadAuthSecret(
  db: NodePgDatabase,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('the session signing key could not be stored');
  return row.value;
}
