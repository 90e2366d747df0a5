import { errorStatus, type ErrorCode, type FieldError } from '@brigade/shared/errors';
import { englishText } from './english-text.ts';

/**
 * The one error type services and routes throw: a stable code, its HTTP status and the user's
 * message. The error handler turns it into the JSON envelope.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, FieldError> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      fields?: Record<string, FieldError>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(options.message ?? englishText(`errors.${code}`) ?? code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

/** A field error from a locale key; unknown keys (a schema's default message) keep their text. */
export function fieldError(keyOrText: string): FieldError {
  const text = englishText(keyOrText);
  return text
    ? { key: keyOrText, message: text }
    : { key: 'errors.validation_failed', message: keyOrText };
}
