import { ApiError, errorMessageKey } from '../../lib/api-error.ts';

/**
 * The locale key of a refused sign-in's message: a field's own message when the server named
 * one we can translate, else the code's (`errors.invalid_credentials`, `errors.network`, …).
 */
export function serverAlertKey(error: unknown, hasKey: (key: string) => boolean): string {
  if (error instanceof ApiError) {
    const field = Object.values(error.fields).find((fieldError) => hasKey(fieldError.key));
    if (field) return field.key;
  }
  return errorMessageKey(error);
}
