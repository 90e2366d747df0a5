/**
 * The set-up every web component test shares: English texts, a clean slate after each test, the
 * providers a component needs (a fresh query cache, a router) and a fake of the API answering
 * `fetch`. A component test starts with `setUpComponentTests()` and renders with
 * `renderWithProviders(…)`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { ErrorCode, ErrorEnvelope } from '@brigade/shared/errors';
import { dismissToast } from '../lib/toast-store.ts';
import { setAppTranslations } from '../lib/translation/app-translations.ts';
import { TranslationStore } from '../lib/translation/translation-store.ts';

/** English texts, the whole catalogue in (the app loads it in parts, under the same keys). */
export function initEnglish(): void {
  setAppTranslations(new TranslationStore('en', { en }));
}

/**
 * Registers, in the calling `describe` block (or file): English texts before the tests, and after
 * each one the rendered tree, the toasts and any stubbed `fetch` gone.
 */
export function setUpComponentTests() {
  beforeAll(initEnglish);
  afterEach(() => {
    cleanup();
    dismissToast();
    vi.unstubAllGlobals();
  });
}

/**
 * Renders a component under a fresh query cache and a router at `route`. Queries do not retry
 * unless they ask to (most ask for one retry: it comes at once here).
 */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** One answer of the fake API: a status and its JSON body, if any. */
export type Answer = { status: number; json?: unknown };

/** What the fake API does with a request: answer it (now or later), or never. */
export type Reply = Answer | Promise<Answer> | 'never';

/** The error envelope the server answers a refusal with, its message the English one. */
export function refusal(status: number, code: ErrorCode): Answer {
  return { status, json: { error: { code, message: en.errors[code] } } satisfies ErrorEnvelope };
}

/**
 * A fake API installed as `fetch`: each request (`METHOD path`) is answered by `answer` (a
 * throw fails the request like a network error), and every request is kept with its parsed JSON
 * body.
 */
export function fakeApi(answer: (request: string, body: unknown) => Reply) {
  const requests: { request: string; body: unknown }[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    const request = `${init.method ?? 'GET'} ${path}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ request, body });
    const reply = answer(request, body);
    if (reply === 'never') return new Promise<Response>(() => undefined);
    const { status, json } = await reply;
    return new Response(json === undefined ? null : JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}
