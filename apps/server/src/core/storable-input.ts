import { findUnstorableText, UNSTORABLE_TEXT_KEY } from '@brigade/shared/text/storable-text';
import { AppError, fieldError } from './app-error.ts';

/**
 * Throws 400 `validation_failed`, naming the field, when `input` holds text PostgreSQL cannot
 * store (a NUL, half a surrogate pair) anywhere inside: for parsed bodies, queries and
 * parameters (http/refuse-unstorable-input.ts) and for what arrives outside them (a multipart
 * file name, tus metadata).
 */
export function assertStorableInput(input: unknown): void {
  const path = findUnstorableText(input);
  if (!path) return;
  const field = path.join('.') || '_';
  throw new AppError('validation_failed', { fields: { [field]: fieldError(UNSTORABLE_TEXT_KEY) } });
}
