/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, for the tests that
 * sign in socially: the API tests, the end-to-end journeys and local trials. Not used by the
 * server itself. Its development sign-in page takes any login; the login is the person's e-mail
 * address and subject, and the e-mail's local part gives the display name
 * ("mary.jane.watson@example.com" → "Mary Jane Watson"). Consent is granted without asking, as
 * with a first-party provider; "[ Cancel ]" on its sign-in page refuses (access_denied).
 */
import type { Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

export interface LocalOidcProviderOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/** "mary.jane.watson@example.com" → "Mary Jane Watson". */
export function displayNameOf(email: string): string {
  return (email.split('@')[0] ?? '')
    .split(/[._]/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

export async function startLocalOidcProvider(
  options: LocalOidcProviderOptions,
): Promise<LocalOidcProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the name and e-mail travel in the ID token itself.
    conformIdTokenClaims: false,
    cookies: { keys: ['brigade-local-oidc-provider'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id.toLowerCase(),
        email_verified: true,
        name: displayNameOf(id),
      }),
    }),
    // First-party provider: the grant is given without a consent screen.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // The development-only warnings (in-memory adapter, dev keys, dev sign-in page) are expected here.
  provider.on('server_error', (_ctx, error) => console.error('Local OIDC provider:', error));
  const server: Server = provider.listen(options.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
