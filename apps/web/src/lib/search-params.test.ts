import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSearchParams, writeSearchParams, type SearchParamValues } from './search-params.ts';

/** The shapes the shared list queries use, each parameter with its own way to fall back. */
const schema = z.object({
  q: z.string().trim().max(10).optional().catch(undefined),
  /** A text inside a transform (the pipe's input has the maximum). */
  name: z
    .string()
    .trim()
    .max(5)
    .optional()
    .catch(undefined)
    .transform((text) => text || undefined),
  /** A text behind a preprocess (the pipe's output has the maximum). */
  user: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().trim().min(1).max(4).optional(),
    )
    .catch(undefined),
  status: z.enum(['open', 'closed']).optional().catch(undefined),
  sort: z.enum(['newest', 'pay']).default('newest').catch('newest'),
  days: z.coerce
    .number()
    .pipe(z.literal([1, 7]))
    .optional()
    .catch(undefined),
  /** No `.catch()`: the reader falls back to the default itself. */
  folder: z
    .string()
    .regex(/^[a-z]+$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(100).default(1).catch(1),
});

const defaults: z.output<typeof schema> = {
  q: undefined,
  name: undefined,
  user: undefined,
  status: undefined,
  sort: 'newest',
  days: undefined,
  folder: undefined,
  page: 1,
};

describe('readSearchParams', () => {
  it.each<[string, Partial<z.output<typeof schema>>]>([
    ['', {}],
    [
      'q=%20bar%20&name=Ana&user=bo&status=closed&sort=pay&days=7&folder=menus&page=3',
      {
        q: 'bar',
        name: 'Ana',
        user: 'bo',
        status: 'closed',
        sort: 'pay',
        days: 7,
        folder: 'menus',
        page: 3,
      },
    ],
    // Unknown or malformed values fall back to their defaults, one by one.
    ['status=archived&sort=x&days=2&folder=..%2Fetc&page=-2', {}],
    ['status=open&sort=&days=&page=', { status: 'open' }],
    ['page=1.5', {}],
    ['page=101', {}],
    ['page=100', { page: 100 }],
    ['days=1', { days: 1 }],
    ['name=%20%20&user=%20', {}],
    // A text over its maximum is trimmed and cut to it, wherever the maximum sits.
    ['q=%20abcdefghijklmno%20', { q: 'abcdefghij' }],
    ['name=Anastasia', { name: 'Anast' }],
    ['user=someone', { user: 'some' }],
    // The first of repeated values; parameters the schema does not have are ignored.
    ['status=open&status=closed&other=1', { status: 'open' }],
  ])('reads %j', (search, expected) => {
    expect(readSearchParams(schema, new URLSearchParams(search))).toEqual({
      ...defaults,
      ...expected,
    });
  });

  it('refuses a parameter with nothing to fall back to', () => {
    const strict = z.object({ id: z.string() });
    expect(() => readSearchParams(strict, new URLSearchParams('id=x'))).not.toThrow();
    expect(() => readSearchParams(strict, new URLSearchParams())).toThrow(/"id"/);
  });
});

describe('writeSearchParams', () => {
  it.each<[SearchParamValues<typeof schema>, string]>([
    [{}, ''],
    [{ q: '', name: undefined, status: null, sort: 'newest', days: null, page: 1 }, ''],
    [
      { q: 'bar', status: 'open', sort: 'pay', days: 7, page: 2 },
      'q=bar&status=open&sort=pay&days=7&page=2',
    ],
    // In the schema's order, whatever the state's.
    [{ page: 3, folder: 'menus', q: 'bar' }, 'q=bar&folder=menus&page=3'],
    [{ sort: 'newest', page: 1, days: 1 }, 'days=1'],
  ])('writes %j as %j', (values, expected) => {
    expect(writeSearchParams(schema, values).toString()).toBe(expected);
  });

  it('writes what reads back the same', () => {
    const state = { ...defaults, q: 'bar', status: 'closed', folder: 'menus', page: 4 } as const;
    expect(readSearchParams(schema, writeSearchParams(schema, state))).toEqual(state);
  });
});
