import en from '@brigade/shared/locales/en.json' with { type: 'json' };

/**
 * The English text of a locale key such as `validation.emailInvalid`. API responses carry the
 * key (for the browser to translate) and this text (for everyone else).
 */
export function englishText(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
