import { z } from 'zod';
import { errorStatus, type ErrorCode, type ErrorEnvelope } from '../errors.ts';
import { answerOf, answerRegistry } from './answer-schema.ts';

export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** `ErrorEnvelope` of errors.ts as a schema: the one shape of every API error. */
export const errorEnvelope = answerOf<ErrorEnvelope>()(
  z
    .object({
      error: z.object({
        code: z.enum(errorCodes),
        /** English text; the browser shows `errors.<code>` in the reader's language. */
        message: z.string(),
        /** Per field: its locale key and English text. `_` is the body as a whole. */
        fields: z.record(z.string(), z.object({ key: z.string(), message: z.string() })).optional(),
      }),
    })
    .register(answerRegistry, {
      id: 'ErrorEnvelope',
      description: 'Every API error: a stable code, its English message and any field errors.',
    }),
);
