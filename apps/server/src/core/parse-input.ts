import type { FieldError } from '@brigade/shared/errors';
import type { z } from 'zod';
import { AppError, fieldError } from './app-error.ts';

/**
 * Parses input with a shared schema, or throws `validation_failed` with one error per field (the
 * first issue of each), for routes that must run their own checks before the schema.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= fieldError(issue.message);
  }
  throw new AppError('validation_failed', { fields });
}
