import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/**
 * Puts an API answer's field errors on the form's fields (the first one gets focus). The message
 * stored is the locale key, translated when rendered; an unknown key falls back to the server's
 * English text. Returns false when there was nothing to show inline, so the caller toasts instead.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
  hasKey: (key: string) => boolean,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = 0;
  for (const name of fieldNames) {
    const fieldError = error.fields[name];
    if (!fieldError) continue;
    const message = hasKey(fieldError.key) ? fieldError.key : fieldError.message;
    setError(name, { type: 'server', message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied > 0;
}
