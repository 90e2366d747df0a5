/**
 * Plays the person's part at the local OpenID provider (src/testing/local-oidc-provider.ts) as a
 * browser would: follows its redirects with its cookies, submits its sign-in form (or cancels),
 * and returns the URL it finally sends the browser back to (Brigade's callback, not followed).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  options: { cancel?: boolean } = {},
): Promise<URL> {
  const jar = new Map<string, string>();
  const providerOrigin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ?? undefined,
    });
    form = null;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== providerOrigin) return next;
      url = next.toString();
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`unexpected provider page (${response.status}): ${page}`);
    if (options.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
      if (!abort) throw new Error('no cancel link on the provider page');
      url = new URL(abort, url).toString();
      continue;
    }
    url = new URL(action, url).toString();
    form = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('the provider never sent the browser back');
}
