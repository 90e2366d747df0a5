import type { SignUpUserType } from '@brigade/shared/auth/sign-up-rules';
import * as client from 'openid-client';
import { authVerifications } from '../../db/schema/auth-verifications.ts';
import type { AppContext } from '../../core/app-context.ts';

/** How long the person has to finish at the provider. */
export const SOCIAL_STATE_LIFETIME_MS = 10 * 60_000;

/** What is kept between the popup's start and the provider's callback. */
export interface SocialSignInState {
  codeVerifier: string;
  nonce: string;
  userType: SignUpUserType;
}

export const socialStateIdentifier = (state: string) => `social-sign-in:${state}`;

/**
 * Begins the authorization-code flow with PKCE: a fresh state, nonce and code verifier, kept in
 * the database (any server process may receive the callback), and the provider's URL to send the
 * popup to. The role is the one the page was about; it applies only if the account is new.
 */
export async function startSocialSignIn(
  ctx: AppContext,
  configuration: client.Configuration,
  options: { redirectUri: string; userType: SignUpUserType },
): Promise<{ url: URL; state: string }> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const saved: SocialSignInState = { codeVerifier, nonce, userType: options.userType };
  await ctx.database.db.insert(authVerifications).values({
    identifier: socialStateIdentifier(state),
    value: JSON.stringify(saved),
    expiresAt: new Date(Date.now() + SOCIAL_STATE_LIFETIME_MS),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: options.redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, state };
}
