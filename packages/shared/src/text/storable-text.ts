/**
 * Text PostgreSQL cannot take: a NUL character (0x00, refused in `text`) or half of a UTF-16
 * surrogate pair (refused in `jsonb` as `\ud800`, and mangled into U+FFFD in `text`). Such a
 * string only comes from a careless or hostile client, never from a keyboard, so it is refused
 * before any schema or service sees it (the server runs `findUnstorableText` over every body,
 * query and route parameter; `storableText` is the same rule as a zod refinement).
 */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The locale key of the message for such input. */
export const UNSTORABLE_TEXT_KEY = 'validation.unstorableText';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * The path of the first string (or object key) in `value` that cannot be stored, or null. Walks
 * plain JSON values (what a parsed body, query or parameter object holds) at any depth.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '_'];
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
