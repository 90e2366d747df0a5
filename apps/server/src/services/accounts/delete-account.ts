import { APIError } from 'better-auth/api';
import { and, eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fromNodeHeaders } from 'better-auth/node';
import type { SignedInSession } from '../../auth/session-user.ts';
import { authAccounts } from '../../db/schema/auth-accounts.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { RequestDetails } from '../../core/request-details.ts';
import { storageKeysOf } from '../stored-files/stored-file-keys.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { removeAccountFiles } from './remove-account-files.ts';

/**
 * How recent a social-only account's sign-in must be to delete it: it has no password to prove,
 * so a fresh sign-in with its provider is the re-authentication (spec section 6).
 */
export const REAUTHENTICATION_WINDOW_MS = 10 * 60_000;

/** Whether the account can sign in with a password (else only through its social provider). */
export async function hasPasswordLogin(db: NodePgDatabase, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  return Boolean(credential);
}

/**
 * Deletes the signed-in account after re-authentication: the current password, or for an
 * account without one a sign-in in the last 10 minutes. The users record, logins and sessions go
 * by database cascades (with the profile, resume, applications and file records), then the
 * stored files (picture, CV, My Files).
 * A failed re-authentication deletes nothing. Returns better-auth's headers (cookie cleared).
 */
export async function deleteAccount(
  ctx: AppContext,
  request: RequestDetails,
  session: SignedInSession,
  password: string,
): Promise<Headers> {
  const { user } = session;
  const { db } = ctx.database;
  const refuse = async (error: AppError) => {
    await recordSecurityEvent(db, {
      severity: 'medium',
      type: 'account_deletion_refused',
      userId: user.id,
      ip: request.ip,
      details: { reason: error.code },
    });
    return error;
  };

  const withPassword = await hasPasswordLogin(db, user.id);
  if (withPassword && !password) {
    throw new AppError('validation_failed', {
      fields: { password: fieldError('auth.passwordRequired') },
    });
  }
  if (!withPassword && Date.now() - session.startedAt.getTime() > REAUTHENTICATION_WINDOW_MS) {
    throw await refuse(new AppError('reauthentication_required'));
  }
  // Read before the account goes: its stored-file records leave with it (cascade).
  const storedFileKeys = await storageKeysOf(db, user.id);
  let headers: Headers;
  try {
    ({ headers } = await ctx.auth.api.deleteUser({
      body: withPassword ? { password } : {},
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    }));
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    throw await refuse(
      withPassword
        ? new AppError('wrong_password', {
            fields: { password: fieldError('errors.wrong_password') },
          })
        : new AppError('reauthentication_required'),
    );
  }
  // Its live streams close at once, in every server process.
  await ctx.live.endSessions(user.id);
  // A venue's jobs left with it.
  if (user.userType === 'restaurant') await ctx.live.announcePublicChange();
  await removeAccountFiles(ctx.storage, request.log, user.id, storedFileKeys);
  await recordSecurityEvent(db, {
    severity: 'medium',
    type: 'account_deleted',
    userId: user.id,
    ip: request.ip,
    details: { userType: user.userType, method: withPassword ? 'password' : 'recent sign-in' },
  });
  return headers;
}
