import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };

/** English texts, every section in the one namespace (as the app's `fallbackNS` makes them). */
export async function initEnglish() {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    fallbackNS: 'translation',
  });
}

/** A component under a fresh query cache and a router. */
export function withProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export type Answer = { status: number; json?: unknown };

/**
 * A fake API: each request (`METHOD path`) is answered by `answer`, and every request is kept
 * with its parsed JSON body.
 */
export function fakeApi(answer: (request: string, body: unknown) => Answer) {
  const requests: { request: string; body: unknown }[] = [];
  const fetch = vi.fn((path: string, init: RequestInit = {}) => {
    const request = `${init.method ?? 'GET'} ${path}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ request, body });
    const { status, json } = answer(request, body);
    return Promise.resolve(
      new Response(json === undefined ? null : JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}
