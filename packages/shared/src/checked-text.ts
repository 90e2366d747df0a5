import { z } from 'zod';
import { checkInput } from './input-checker.ts';

/**
 * Free text a person types (job descriptions, resume summaries…): trimmed, bounded, and refused
 * when the spec's input checker refuses it (SQL injection, XSS). Stored as text, always rendered
 * escaped. `min` 0 makes it optional (empty string allowed).
 */
export function checkedText(options: {
  min?: number;
  max: number;
  /** Locale keys of the messages. */
  tooShortKey?: string;
  tooLongKey?: string;
}) {
  const {
    min = 0,
    max,
    tooShortKey = 'validation.required',
    tooLongKey = 'validation.textTooLong',
  } = options;
  return z
    .string(tooShortKey)
    .trim()
    .min(min, tooShortKey)
    .max(max, tooLongKey)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const checked = checkInput(value, 'text');
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.key });
    });
}
