import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Config } from '../config/env.ts';
import { authAccounts } from '../db/schema/auth-accounts.ts';
import { authSessions } from '../db/schema/auth-sessions.ts';
import { authVerifications } from '../db/schema/auth-verifications.ts';
import { users } from '../db/schema/users.ts';
import { loadAuthSecret } from './auth-secret.ts';
import { RESET_LINK_LIFETIME_S } from '@brigade/shared/auth/password-reset';
import type { Mailer } from '../mail/mailer.ts';
import { sendResetLink } from '../mail/reset-link-mail.ts';
import { issueSessionPlugin } from './issue-session-plugin.ts';
import { argon2idHashing, type PasswordHashing } from './password-hashing.ts';
import { CLIENT_ADDRESS_HEADER } from './auth-request-headers.ts';

const DAY_S = 86_400;

/**
 * better-auth, configured for Brigade: e-mail and password with Argon2id, sessions in the
 * database behind an HttpOnly SameSite=Lax cookie, the spec's user fields. Its own rate limiter
 * is off: Brigade's is in the database and shared by every process (decision 004). Brigade's
 * routes call `auth.api.*` and shape answers and errors to the spec (src/routes/auth).
 */
export async function createAuth(
  db: NodePgDatabase,
  config: Config,
  mailer: Mailer,
  passwordHashing: PasswordHashing = argon2idHashing(),
) {
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
      // Deletion always asks for the current password (DELETE /api/account).
      deleteUser: { enabled: true },
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
      password: passwordHashing,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      // A reset ends every session: whoever had the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      // Not awaited: the answer to "forgot password" must take as long whether or not the account
      // exists, so the mail goes out after it.
      sendResetPassword: async ({ user, token }) => {
        void sendResetLink(mailer, config.APP_URL, user, token).catch((error: unknown) =>
          console.error('The password-reset e-mail could not be sent:', error),
        );
      },
    },
    session: {
      // Idle expiry: 7 days without use; each use (at most daily) extends it.
      expiresIn: 7 * DAY_S,
      updateAge: DAY_S,
    },
    rateLimit: { enabled: false },
    plugins: [issueSessionPlugin()],
    advanced: {
      cookiePrefix: 'brigade',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      database: { generateId: 'uuid' },
      // Sessions record the address Fastify resolved, never one a client wrote itself.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
