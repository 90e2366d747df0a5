import * as client from 'openid-client';
import type { Config } from '../../config/env.ts';

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Shown as "Continue with {name}" and in the fallback error. */
  name: string;
}

/** The social provider's settings, or null when OIDC_ISSUER, _CLIENT_ID and _SECRET are unset. */
export function oidcSettings(config: Config): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: new URL(config.OIDC_ISSUER),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    name: config.OIDC_NAME,
  };
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The provider's metadata, discovered on first use and kept; a failed discovery is retried on the
 * next sign-in instead of being cached, so a provider that was down at start-up does not need a
 * restart. Plain http is accepted for a provider on this machine only (local development, tests).
 */
export function oidcDiscovery(settings: OidcSettings): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | null = null;
  const insecure =
    settings.issuer.protocol === 'http:' && loopbackHosts.has(settings.issuer.hostname);
  return () => {
    pending ??= client
      .discovery(
        settings.issuer,
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}
