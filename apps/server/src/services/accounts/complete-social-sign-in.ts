import type { SocialSignInErrorCode } from '@brigade/shared/auth/social-sign-in';
import { and, eq, gt, sql } from '../../db/sql.ts';
import * as client from 'openid-client';
import { authVerifications } from '../../db/schema/auth-verifications.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { RequestDetails } from '../../core/request-details.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { findOrCreateSocialUser, SocialSignInRefusal } from './find-or-create-social-user.ts';
import { socialStateIdentifier, type SocialSignInState } from './start-social-sign-in.ts';
import { authRequestHeaders } from '../../auth/auth-request-headers.ts';

export type SocialSignInOutcome =
  { ok: true; isNewUser: boolean; headers: Headers } | { ok: false; error: SocialSignInErrorCode };

/** Takes the saved state once: a replayed or forged callback finds nothing. */
async function takeState(ctx: AppContext, state: string): Promise<SocialSignInState | null> {
  const [row] = await ctx.database.db
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.identifier, socialStateIdentifier(state)),
        gt(authVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ? (JSON.parse(row.value) as SocialSignInState) : null;
}

/**
 * The provider's callback: checks the state against the one this browser started with, trades
 * the code (with the PKCE verifier) for tokens, verifies the ID token's nonce, then signs in the
 * account keyed by issuer + subject or creates it with the role chosen on the page. Every
 * failure is a security event and a reason the popup reports; nothing here throws to the user.
 */
export async function completeSocialSignIn(
  ctx: AppContext,
  request: RequestDetails,
  options: {
    configuration: client.Configuration;
    callbackUrl: URL;
    /** The state this browser started with (its cookie), to refuse a callback planted by others. */
    browserState: string | undefined;
  },
): Promise<SocialSignInOutcome> {
  const { callbackUrl } = options;
  const state = callbackUrl.searchParams.get('state') ?? '';
  const fail = async (error: SocialSignInErrorCode, reason: string, userId?: string) => {
    await recordSecurityEvent(ctx.database.db, {
      severity: 'medium',
      type: 'sign_in_failed',
      userId: userId ?? null,
      ip: request.ip,
      details: { method: 'oidc', reason },
    });
    return { ok: false, error } as const;
  };

  const saved = state && state === options.browserState ? await takeState(ctx, state) : null;
  if (!saved) return fail('failed', 'unknown, used or expired state');
  const providerError = callbackUrl.searchParams.get('error');
  if (providerError) {
    return fail(providerError === 'access_denied' ? 'access_denied' : 'failed', providerError);
  }

  let claims: client.IDToken;
  try {
    const tokens = await client.authorizationCodeGrant(options.configuration, callbackUrl, {
      pkceCodeVerifier: saved.codeVerifier,
      expectedState: state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) return fail('failed', 'no ID token');
    claims = idToken;
  } catch (error) {
    request.log.warn({ err: error }, 'OpenID Connect code exchange failed');
    return fail('failed', 'code exchange failed');
  }

  let found: { userId: string; isNewUser: boolean };
  try {
    found = await findOrCreateSocialUser(ctx, claims, saved.userType);
  } catch (error) {
    if (error instanceof SocialSignInRefusal) return fail(error.code, error.reason, error.userId);
    throw error;
  }

  const { headers } = await ctx.auth.api.issueSession({
    body: { userId: found.userId },
    headers: authRequestHeaders(request),
    returnHeaders: true,
  });
  await ctx.database.db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, found.userId));
  await recordSecurityEvent(ctx.database.db, {
    severity: 'low',
    type: found.isNewUser ? 'account_created' : 'sign_in_succeeded',
    userId: found.userId,
    ip: request.ip,
    details: { method: 'oidc' },
  });
  return { ok: true, isNewUser: found.isNewUser, headers };
}
