/** Longest file name written into the zip (characters, extension included). */
const MAX_NAME_LENGTH = 120;

/**
 * A user's file name made safe for a zip entry that every unzip tool extracts where it should:
 * no folders (`/`, `\`), no control characters, none that Windows refuses (`<>:"|?*`), no
 * leading dots or trailing dots and spaces, at most 120 characters. It ends in `extension` (the
 * one the stored bytes showed) unless it already does; `fallback` stands in for an empty name.
 */
export function safeEntryName(name: string, extension: string, fallback: string): string {
  const suffix = extension ? `.${extension}` : '';
  let base = [...name]
    .map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? '' : char))
    .join('')
    .replace(/[/\\<>:"|?*]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!base) base = fallback;
  if (suffix && base.toLowerCase().endsWith(suffix.toLowerCase())) {
    base = base.slice(0, -suffix.length);
  }
  return `${[...base].slice(0, MAX_NAME_LENGTH - suffix.length).join('')}${suffix}`;
}

/**
 * Hands out zip paths in one folder without repeats: a second `menu.pdf` becomes
 * `menu (2).pdf`, a third `menu (3).pdf` (compared ignoring case, as Windows and macOS do).
 */
export function uniquePaths(): (folder: string, name: string) => string {
  const taken = new Set<string>();
  return (folder, name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let copy = 1; ; copy += 1) {
      const path = `${folder}/${copy === 1 ? name : `${stem} (${copy})${extension}`}`;
      if (!taken.has(path.toLowerCase())) {
        taken.add(path.toLowerCase());
        return path;
      }
    }
  };
}
