import type { ErrorCode, FieldError } from '@brigade/shared/errors';
import { paths } from '@brigade/shared/routes';

/** An error answer from our API, carrying the envelope's stable code and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Readonly<Record<string, FieldError>>;

  constructor(
    status: number,
    error: { code: ErrorCode; message: string; fields?: Record<string, FieldError> },
  ) {
    super(error.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = error.code;
    this.fields = error.fields ?? {};
  }
}

/** The request never got an answer (offline, DNS, server down, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** The one mapping from a failure to the locale key of the message the user sees. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) return `errors.${error.code}`;
  if (error instanceof NetworkError) return 'errors.network';
  return 'errors.internal';
}

/**
 * Where the person can act on a failure, as a link beside its message: a plan's limit leads to
 * the plans (issue 18). Undefined for every other failure.
 */
export function errorLink(error: unknown): { to: string; labelKey: string } | undefined {
  if (error instanceof ApiError && error.code.startsWith('plan_')) {
    return { to: paths.pricing, labelKey: 'plans.seePlans' };
  }
  return undefined;
}
