import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client.ts';
import { ApiError, errorMessageKey, NetworkError } from './api-error.ts';

function respond(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(body, { status, headers: { 'Content-Type': contentType } })),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends JSON and returns the parsed answer', async () => {
    respond(201, JSON.stringify({ id: 'm1', createdAt: '2025-01-01T00:00:00.000Z' }));
    await expect(apiFetch('/api/contact', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      id: 'm1',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const [path, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(path).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns an error envelope into an ApiError with its code and field errors', async () => {
    const fields = { email: { key: 'validation.emailInvalid', message: 'Invalid email format' } };
    respond(
      400,
      JSON.stringify({
        error: { code: 'validation_failed', message: 'Some fields need your attention.', fields },
      }),
    );
    const error: unknown = await apiFetch('/api/contact').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields });
    expect(errorMessageKey(error)).toBe('errors.validation_failed');
  });

  it('maps an answer that is not our envelope by its status', async () => {
    respond(429, '<html>Too many</html>', 'text/html');
    await expect(apiFetch('/api/contact')).rejects.toMatchObject({
      code: 'rate_limited',
      status: 429,
    });
    respond(502, '');
    await expect(apiFetch('/api/contact')).rejects.toMatchObject({ code: 'internal', status: 502 });
  });

  it('turns a 503 (the database connection dropped) into service_unavailable', async () => {
    const message =
      'Brigade briefly lost its connection and could not finish this. Please try again in a moment.';
    respond(503, JSON.stringify({ error: { code: 'service_unavailable', message } }));
    const error: unknown = await apiFetch('/api/resume', { method: 'PUT', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable', message });
    expect(errorMessageKey(error)).toBe('errors.service_unavailable');
    // A proxy's own 503 page, while the server restarts, reads the same.
    respond(503, '<html>Service Unavailable</html>', 'text/html');
    await expect(apiFetch('/api/resume')).rejects.toMatchObject({ code: 'service_unavailable' });
  });

  it('reports a request that never got an answer as a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error: unknown = await apiFetch('/api/contact').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessageKey(error)).toBe('errors.network');
  });
});
