/**
 * The server renderer (built with `vite build --ssr` next to the browser build; see
 * vite.config.ts): the public pages (/, /jobs, /jobs/:id, /venues/:id) rendered with the same components the
 * browser hydrates. The server asks `pageData` what a URL needs, reads it through its services,
 * and passes the answers to `renderPage`, which puts them in a fresh query cache, renders the
 * whole page (onAllReady: lazy pages and sections included) and hands back the HTML with the
 * cache's state for the browser (see ssr/hydration-state.ts).
 */
import './lib/zod-config.ts';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { Language } from '@brigade/shared/languages';
import type { SessionAnswer } from '@brigade/shared/session';
import { sessionQueryKey } from './features/session/index.ts';
import { AppRoutes } from './app/app-routes.tsx';
import { ApiError } from './lib/api-error.ts';
import { RenderClockContext } from './lib/render-clock.ts';
import { TranslationProvider } from './lib/translation/use-translation.ts';
import { i18nFor } from './ssr/server-i18n.ts';
import type { PageQuery, QueryAnswer } from './ssr/page-data.ts';
import { serializeState } from './ssr/hydration-state.ts';

export { pageData } from './ssr/page-data.ts';
export type { PageData, PageQuery, QueryAnswer } from './ssr/page-data.ts';

export interface RenderInput {
  /** Path and query string, as requested. */
  url: string;
  language: Language;
  /** What the server read for each of pageData's queries. */
  answers: { query: PageQuery; answer: QueryAnswer }[];
  /** No session cookie came with the request: the visitor is signed out, known before hydrating. */
  signedOut: boolean;
}

export interface RenderOutput {
  /** The app's markup, for inside #root. */
  html: string;
  /** The query cache as JSON, safe inside a <script type="application/json"> element. */
  state: string;
}

async function fillCache(client: QueryClient, answers: RenderInput['answers']): Promise<void> {
  for (const { query, answer } of answers) {
    if ('data' in answer) {
      client.setQueryData(query.queryKey, answer.data);
    } else {
      // The page shows an error answer as the browser would have got it (a 404 job page).
      await client.prefetchQuery({
        queryKey: query.queryKey,
        queryFn: () =>
          Promise.reject(
            new ApiError(answer.error.status, {
              code: answer.error.code as ApiError['code'],
              message: answer.error.message,
            }),
          ),
        retry: false,
      });
    }
  }
}

export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  // Nothing is fetched while rendering: what the page needs is in the cache already, and any
  // other query (the session) stays pending, as it is on the browser's first paint.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  await fillCache(client, input.answers);
  // Else the session stays pending, as in the browser until it has asked (server-rendered-state.ts).
  if (input.signedOut) client.setQueryData<SessionAnswer>(sessionQueryKey, { user: null });
  const i18n = i18nFor(input.language);
  // Dates are drawn in UTC at this moment; the browser hydrates with the same (render-clock.ts).
  const renderedAt = Date.now();
  const html = await renderToString(
    <TranslationProvider store={i18n}>
      <RenderClockContext value={{ now: renderedAt, timeZone: 'UTC' }}>
        <QueryClientProvider client={client}>
          <StaticRouter location={input.url}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </RenderClockContext>
    </TranslationProvider>,
  );
  const state = dehydrate(client, { shouldDehydrateQuery: settled });
  return { html, state: serializeState(state, renderedAt) };
}

const settled = (query: { state: { status: string } }) => query.state.status !== 'pending';

/** Streams the page into a string once everything (lazy parts too) is ready. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Every boundary is complete and inlined: React's script that reveals outlined (large)
      // boundaries is inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(() => {
      if (!failed) stream.abort(new Error('Server render timed out'));
    }, 5_000).unref();
  });
}
