import { z } from 'zod';
import { documentQueryDefaultLimit } from './constants.ts';

/** Every list is paginated; a page holds at most the spec's query default (50). */
export const pageSizeMax = documentQueryDefaultLimit;

/**
 * A page number and size read from a URL. A page size over the maximum is clamped to it (asking
 * for 500 gives 50, and the answer's `pageSize` says so); a missing or malformed one falls back
 * to the default, so a hand-edited URL still shows a list.
 */
export const pageParams = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultSize)
    .catch(defaultSize)
    .transform((size) => Math.min(size, pageSizeMax)),
});
