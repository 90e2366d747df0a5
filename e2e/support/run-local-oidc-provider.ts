/**
 * The end-to-end run's OpenID provider (Playwright starts it as a web server beside Brigade's):
 * `node e2e/support/run-local-oidc-provider.ts <port> <Brigade's base URL>`.
 */
import { startLocalOidcProvider } from '../../apps/server/src/testing/local-oidc-provider.ts';
import { e2eOidcClient } from './local-oidc-client.ts';

const [port = '', appUrl = ''] = process.argv.slice(2);
const provider = await startLocalOidcProvider({
  port: Number(port),
  clientId: e2eOidcClient.id,
  clientSecret: e2eOidcClient.secret,
  redirectUris: [new URL('/api/auth/social/callback', appUrl).toString()],
});
console.warn(`Local OpenID provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
