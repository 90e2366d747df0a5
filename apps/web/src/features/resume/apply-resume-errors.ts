import type { Path, UseFormSetError } from 'react-hook-form';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { ApiError } from '../../lib/api-error.ts';
import { fieldErrorTarget } from './resume-form-values.ts';

/**
 * Puts the server's field errors (`headline`, `experience.0.to`, `skills.3`…) under their
 * controls, the first one focused. The message is the locale key when the catalogue has it, else
 * the server's English text. False when nothing could be shown inline.
 */
export function applyResumeErrors(
  error: unknown,
  setError: UseFormSetError<ResumeFormValues>,
  hasKey: (key: string) => boolean,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = 0;
  for (const [key, fieldError] of Object.entries(error.fields)) {
    const target = fieldErrorTarget(key);
    if (!target) continue;
    const message = hasKey(fieldError.key) ? fieldError.key : fieldError.message;
    // fieldErrorTarget only answers paths of this form (see its patterns).
    setError(
      target as Path<ResumeFormValues>,
      { type: 'server', message },
      { shouldFocus: applied === 0 },
    );
    applied += 1;
  }
  return applied > 0;
}
