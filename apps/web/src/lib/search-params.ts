/**
 * A page's URL state read and written through the server's own query schema (from
 * `@brigade/shared`), so the limits, allowed values and defaults of a list query live in one
 * place. Reading is lenient, as the server is: each parameter is read on its own, and a missing,
 * malformed or unknown value gives that parameter's default instead of failing the whole read
 * (a hand-edited URL still shows a list). Writing leaves out what the reader would get anyway.
 */
import { z } from 'zod';

/** A page's state for a schema's parameters: any of them, with "none" as `null` or `''`. */
export type SearchParamValues<T extends z.ZodObject> = {
  [K in keyof z.output<T>]?: z.output<T>[K] | null;
};

/**
 * Each of the schema's parameters from the URL (the first value when one is repeated; others
 * are ignored). A text longer than its schema's maximum is cut to that maximum (after trimming)
 * rather than dropped, so a search box keeps what fits. Every parameter must have a default
 * (optional, `.default()` or `.catch()`): that is what a bad value falls back to.
 */
export function readSearchParams<T extends z.ZodObject>(
  schema: T,
  params: URLSearchParams,
): z.output<T> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    values[name] = readParam(name, field, params.get(name));
  }
  return values as z.output<T>;
}

/**
 * The URL parameters for a state, in the schema's order: only values that are set (not `null`,
 * `undefined` or `''`) and differ from the parameter's default.
 */
export function writeSearchParams<T extends z.ZodObject>(
  schema: T,
  values: SearchParamValues<T>,
): URLSearchParams {
  const params = new URLSearchParams();
  const given = values as Record<string, unknown>;
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = given[name];
    if (value === null || value === undefined || value === '') continue;
    const fallback = field.safeParse(undefined);
    if (fallback.success && fallback.data === value) continue;
    params.set(name, String(value as string | number | boolean));
  }
  return params;
}

function readParam(name: string, field: z.ZodType, raw: string | null): unknown {
  const max = maxLengthOf(field);
  const text = raw !== null && max !== undefined ? cut(raw, max) : raw;
  const read = field.safeParse(text ?? undefined);
  if (read.success) return read.data;
  const fallback = field.safeParse(undefined);
  if (!fallback.success) {
    throw new Error(`The URL parameter "${name}" has no default to fall back to.`);
  }
  return fallback.data;
}

function cut(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? trimmed.slice(0, max) : text;
}

/** A text parameter's `z.string().max()`, looked for through optional, default, catch and pipes. */
function maxLengthOf(field: z.ZodType): number | undefined {
  if (field instanceof z.ZodString) return field.maxLength ?? undefined;
  if (field instanceof z.ZodPipe) {
    return maxLengthOf(field.in as z.ZodType) ?? maxLengthOf(field.out as z.ZodType);
  }
  if (
    field instanceof z.ZodOptional ||
    field instanceof z.ZodNullable ||
    field instanceof z.ZodDefault ||
    field instanceof z.ZodPrefault ||
    field instanceof z.ZodCatch
  ) {
    return maxLengthOf(field.unwrap() as z.ZodType);
  }
  return undefined;
}
