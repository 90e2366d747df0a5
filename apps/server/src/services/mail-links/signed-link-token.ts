import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { appSecrets } from '../../db/schema/app-secrets.ts';

/**
 * Links in mail that act without a session (one-click unsubscribe, answering an interview invite)
 * carry a signed token: what it is for (`purpose`), whom or what it is about (`subject`), a few
 * facts (`data`) and an optional expiry, signed with HMAC-SHA256 under a key of their own (not
 * the session key), so a token made for one purpose never works for another.
 */
export interface LinkClaims {
  purpose: string;
  subject: string;
  data: Record<string, string | number>;
  /** Expiry in seconds since the epoch; none means the link works until its purpose is gone. */
  exp?: number;
}

const KEY_NAME = 'mail-link-key';
const keys = new WeakMap<NodePgDatabase, Promise<string>>();

/** The mail-link key, made on first use and kept in the database so every process agrees. */
export function loadMailLinkKey(db: NodePgDatabase): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
      if (!row) throw new Error('the mail-link key could not be stored');
      return row.value;
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: string, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export function signLinkToken(key: string, claims: LinkClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The token's claims when it is genuine, for this purpose and not expired; otherwise null. */
export function verifyLinkToken(
  key: string,
  token: string,
  purpose: string,
  now = new Date(),
): LinkClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: LinkClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkClaims;
  } catch {
    return null;
  }
  if (claims.purpose !== purpose || typeof claims.subject !== 'string') return null;
  if (claims.exp !== undefined && claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}
