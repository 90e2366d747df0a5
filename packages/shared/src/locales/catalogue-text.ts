/**
 * Reading a locale catalogue as its tests do (the shared catalogues, apps/web/src/lib/locales.test.ts,
 * and the server's mail catalogue): dotted keys, the placeholders of a text, and whether a text has
 * words of its own.
 */

/** Flattens nested objects to dotted keys; leaves keep their raw value. */
export function flattenCatalogue(
  value: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flattenCatalogue(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** The placeholder names of a text, sorted: `{{count}}`, `{{jobTitle, format}}`, `{hotkey}`. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|\{(\w+)\}/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .sort();
}

/** Whether a text has words of its own once its placeholders are taken out. */
export const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|\{\w+\}/g, ''));
