/**
 * The browser's one way to call the API: same-origin JSON, and every failure turned into a typed
 * error (ApiError with the envelope's code, or NetworkError) so callers never parse responses.
 */
import { isErrorEnvelope } from '@brigade/shared/errors';
import type { ErrorCode } from '@brigade/shared/errors';
import { ApiError, NetworkError } from './api-error.ts';

interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** A status-based code for the rare answer that is not our envelope (a proxy's HTML page, say). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'service_unavailable';
  return 'internal';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal }: ApiRequest = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const payload = await readJson(response);
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, payload);
  return payload as T;
}

/** The ApiError for a failed answer: our envelope's code, or one guessed from the status. */
export function apiErrorFrom(status: number, statusText: string, payload: unknown): ApiError {
  if (isErrorEnvelope(payload)) return new ApiError(status, payload.error);
  return new ApiError(status, { code: codeForStatus(status), message: statusText });
}
