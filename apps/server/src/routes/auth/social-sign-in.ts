import {
  socialSignUpType,
  type AuthProvidersAnswer,
  type SocialSignInErrorCode,
} from '@brigade/shared/auth/social-sign-in';
import { authProvidersAnswer } from '@brigade/shared/api/account-answers';
import { apiPaths, paths } from '@brigade/shared/routes';
import { parseCookie, stringifySetCookie } from 'cookie';
import { oidcDiscovery, oidcSettings } from '../../auth/oidc/oidc-provider-config.ts';
import { rateLimits } from '../../config/rate-limits.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { requestDetails } from '../../http/request-details.ts';
import { completeSocialSignIn } from '../../services/accounts/complete-social-sign-in.ts';
import {
  SOCIAL_STATE_LIFETIME_MS,
  startSocialSignIn,
} from '../../services/accounts/start-social-sign-in.ts';
import { forwardSessionCookies } from './reply-with-session.ts';
import { sendSocialPopupPage } from './social-popup-page.ts';

/** Binds a sign-in to the browser that started it (no one can plant their callback on you). */
const stateCookie = 'brigade.social_state';

/**
 * Social sign-in with the OpenID Connect provider of OIDC_ISSUER, in a popup:
 * GET providers (is one configured, and its name), GET social/start (to the provider, with PKCE),
 * GET social/callback (back from it: signs in or creates the account, then reports to the opener).
 * Without the OIDC settings, providers answers null and the other two are 404.
 */
export function registerSocialSignIn(app: App, ctx: AppContext): void {
  const settings = oidcSettings(ctx.config);
  const providersDoc = {
    summary: 'The social sign-in provider, if any',
    answer: authProvidersAnswer,
  };
  app.get(
    apiPaths.auth.providers,
    { schema: { doc: providersDoc } },
    async (): Promise<AuthProvidersAnswer> => ({
      social: settings ? { name: settings.name } : null,
    }),
  );
  if (!settings) return;

  const discover = oidcDiscovery(settings);
  const origin = new URL(ctx.config.APP_URL).origin;
  const redirectUri = new URL(apiPaths.auth.socialCallback, ctx.config.APP_URL).toString();
  const secure = ctx.config.APP_URL.startsWith('https://');
  const stateCookieOptions = {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/api/auth/social',
  } as const;
  const popupPage = { origin, signInPath: paths.auth.login() };
  const popupError = (
    reply: Parameters<typeof sendSocialPopupPage>[0],
    error: SocialSignInErrorCode,
  ) => sendSocialPopupPage(reply, { ok: false, error }, popupPage);

  const startDoc = {
    summary: "Social sign-in, in a popup: to the provider (?type=restaurant for a venue's account)",
    description: 'Redirects to the provider, or answers the popup page reporting a failure.',
    status: [302, 200],
    answer: 'text/html',
  } as const;
  app.get(apiPaths.auth.socialStart, { schema: { doc: startDoc } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    try {
      await enforceRateLimit(ctx, request.ip, {
        action: 'social-sign-in',
        keys: [`ip:${request.ip}`],
        rule: rateLimits.socialSignIn,
      });
    } catch (error) {
      if (error instanceof AppError) return popupError(reply, 'too_many_attempts');
      throw error;
    }
    let started: Awaited<ReturnType<typeof startSocialSignIn>>;
    try {
      started = await startSocialSignIn(ctx, await discover(), {
        redirectUri,
        userType: socialSignUpType(query.type),
      });
    } catch (error) {
      request.log.error({ err: error }, 'The OpenID provider could not be reached');
      return popupError(reply, 'failed');
    }
    void reply.header(
      'set-cookie',
      stringifySetCookie({
        name: stateCookie,
        value: started.state,
        maxAge: SOCIAL_STATE_LIFETIME_MS / 1000,
        ...stateCookieOptions,
      }),
    );
    return reply.redirect(started.url.toString(), 302);
  });

  const callbackDoc = {
    summary: 'Social sign-in: back from the provider; the popup page reports the outcome',
    answer: 'text/html',
  } as const;
  app.get(
    apiPaths.auth.socialCallback,
    { schema: { doc: callbackDoc } },
    async (request, reply) => {
      const callbackUrl = new URL(request.url, ctx.config.APP_URL);
      const cookies = parseCookie(request.headers.cookie ?? '');
      let configuration;
      try {
        configuration = await discover();
      } catch (error) {
        request.log.error({ err: error }, 'The OpenID provider could not be reached');
        return popupError(reply, 'failed');
      }
      const outcome = await completeSocialSignIn(ctx, requestDetails(request), {
        configuration,
        callbackUrl,
        browserState: cookies[stateCookie],
      });
      const cleared = stringifySetCookie({
        name: stateCookie,
        value: '',
        maxAge: 0,
        ...stateCookieOptions,
      });
      // Set-Cookie headers accumulate (Fastify appends them).
      void reply.header('set-cookie', cleared);
      if (!outcome.ok) return popupError(reply, outcome.error);
      forwardSessionCookies(reply, outcome.headers);
      return sendSocialPopupPage(reply, { ok: true, isNewUser: outcome.isNewUser }, popupPage);
    },
  );
}
