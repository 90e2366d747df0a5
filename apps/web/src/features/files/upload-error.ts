import { DetailedError } from 'tus-js-client';
import { isErrorEnvelope } from '@brigade/shared/errors';

/**
 * The locale key of a failed tus upload's message: the server's refusal comes as our JSON error
 * envelope (`errors.<code>`, the spec's upload messages among them); no answer at all is a lost
 * connection; anything else is an internal error.
 */
export function uploadErrorKey(error: unknown): string {
  if (!(error instanceof DetailedError)) return 'errors.internal';
  const response = error.originalResponse;
  if (!response || response.getStatus() === 0) return 'errors.network';
  try {
    const payload: unknown = JSON.parse(response.getBody());
    if (isErrorEnvelope(payload)) return `errors.${payload.error.code}`;
  } catch {
    // Not our envelope (a proxy's page): judged by the status below.
  }
  return response.getStatus() === 413 ? 'errors.payload_too_large' : 'errors.internal';
}
