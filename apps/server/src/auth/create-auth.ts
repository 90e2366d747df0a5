import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Config } from '../config/env.ts';
import { authAccounts } from '../db/schema/auth-accounts.ts';
import { authSessions } from '../db/schema/auth-sessions.ts';
import { authVerifications } from '../db/schema/auth-verifications.ts';
import { users } from '../db/schema/users.ts';
import { loadAuthSecret } from './auth-secret.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';

const DAY_S = 86_400;

/**
 * better-auth, configured for Brigade: e-mail and password with Argon2id, sessions in the
 * database behind an HttpOnly SameSite=Lax cookie, the spec's user fields. Its own rate limiter
 * is off: Brigade's is in the database and shared by every process (decision 004). Brigade's
 * routes call `auth.api.*` and shape answers and errors to the spec (src/routes/auth).
 */
export async function createAuth(db: NodePgDatabase, config: Config) {
  const https = config.APP_URL.startsWith('https://');
  return betterAuth({
    appName: 'Brigade',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: await loadAuthSecret(db, config.AUTH_SECRET),
    trustedOrigins: [config.APP_URL],
    telemetry: { enabled: false },
    // Failed sign-ins are security events of ours; better-auth's own warnings would only repeat them.
    logger: { level: 'error' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    user: {
      modelName: 'user',
      additionalFields: {
        userType: { type: 'string', required: true, input: true },
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        isActive: { type: 'boolean', required: false, defaultValue: true, input: false },
        profileComplete: { type: 'boolean', required: false, defaultValue: false, input: false },
        lastLogin: { type: 'date', required: false, input: false },
        photoURL: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      // Idle expiry: 7 days without use; each use (at most daily) extends it.
      expiresIn: 7 * DAY_S,
      updateAge: DAY_S,
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'brigade',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      database: { generateId: 'uuid' },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
