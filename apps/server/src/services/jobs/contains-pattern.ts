/**
 * `text` as an (I)LIKE pattern that matches it anywhere: its own `%`, `_` and `\` are escaped
 * (backslash is PostgreSQL's default LIKE escape), so "50%" finds "50%" and not "500".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
