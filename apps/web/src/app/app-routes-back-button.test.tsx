// @vitest-environment jsdom
import { cleanup, render, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { paths, staticRoutes } from '@brigade/shared/routes';
import { initI18n } from '../lib/i18n.ts';
import { signedOutFetch } from '../test/signed-out-api.ts';
import { AppRoutes } from './app-routes.tsx';

// Spec section 2: every page but Home has a Back button. This renders the app's real route
// table as a signed-out visitor sees it: members-only pages send them on to their sign-in page.
// The locale parts come from the JSON catalogue (the Vite plugin that serves them is not run).
vi.mock(import('../lib/locale-loaders.ts'), () => import('../test/english-locale-loaders.ts'));

/**
 * A page's code and texts arrive lazily; the first visits also pay for Vitest's transform, and a
 * full run shares the cores with every other test file.
 */
const pageLoadTimeout = 15_000;

/** jsdom has no media queries: the theme menu reads the system's colour scheme (light here). */
function matchNoMedia(query: string): MediaQueryList {
  return Object.assign(new EventTarget(), {
    media: query,
    matches: false,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  });
}

/** Renders the app at `path`; resolves with its main landmark once the page's <h1> is in. */
async function openSignedOut(path: string): Promise<HTMLElement> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const main = within(container).getByRole('main');
  await waitFor(
    () => {
      if (!main.querySelector('h1')) throw new Error(`${path} shows no page title yet`);
    },
    { timeout: pageLoadTimeout },
  );
  return main;
}

beforeAll(async () => {
  vi.stubGlobal('fetch', signedOutFetch);
  vi.stubGlobal('matchMedia', matchNoMedia);
  vi.stubGlobal('scrollTo', () => undefined); // ScrollToTop; jsdom only logs "not implemented"
  await initI18n();
  // Every page's code and texts, loaded once for all the cases and side by side: React shows a
  // page that suspended no sooner than 300 ms after its fallback, which would otherwise be paid
  // per case. A page that fails to load fails its own case below.
  await Promise.allSettled(staticRoutes.map(openSignedOut));
  cleanup();
}, 4 * pageLoadTimeout);
afterEach(cleanup);
afterAll(() => {
  vi.unstubAllGlobals();
});

it(
  'there is no Back button on the home page',
  async () => {
    const main = await openSignedOut(paths.home);
    expect(within(main).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(main).queryByRole('link', { name: 'Back' })).toBeNull();
  },
  pageLoadTimeout + 5_000,
);

it.each(staticRoutes.filter((route) => route !== paths.home))(
  '%s has a Back button',
  async (route) => {
    const main = await openSignedOut(route);
    expect(within(main).getByRole('button', { name: 'Back' })).toBeTruthy();
  },
  pageLoadTimeout + 5_000,
);
