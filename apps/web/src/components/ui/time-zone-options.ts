import { knownTimeZones, timeZoneLabel } from '@brigade/shared/time-zones';

export interface TimeZoneOption {
  id: string;
  label: string;
  /** Label and id folded for matching: lower case, no accents, "_" and "/" as spaces. */
  search: string;
}

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[_/]/g, ' ');

/** Every zone the browser knows, labelled in `locale` and sorted by those labels (the generic
 * names group them: "Central European Time — Berlin, … Madrid, … Paris"). */
export function timeZoneOptions(locale: string, include: readonly string[] = []): TimeZoneOption[] {
  const collator = new Intl.Collator(locale);
  return knownTimeZones(include)
    .map((id) => {
      const label = timeZoneLabel(id, locale);
      return { id, label, search: fold(`${label} ${id}`) };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The options matching what was typed (every word somewhere in the label or the id), the
 * `suggested` zones first while nothing is typed; at most `limit`, with how many matched.
 */
export function matchTimeZones(
  options: readonly TimeZoneOption[],
  text: string,
  suggested: readonly string[] = [],
  limit = 50,
): { shown: TimeZoneOption[]; count: number } {
  const words = fold(text).split(/\s+/).filter(Boolean);
  let matches: TimeZoneOption[];
  if (words.length > 0) {
    matches = options.filter((option) => words.every((word) => option.search.includes(word)));
    // Words that start a word of the label come first: "cent" is Central before St Vincent.
    const atStart = (option: TimeZoneOption) =>
      words.every((word) => ` ${option.search}`.includes(` ${word}`));
    matches = [...matches.filter(atStart), ...matches.filter((option) => !atStart(option))];
  } else {
    const first = [...new Set(suggested)].flatMap((id) =>
      options.filter((option) => option.id === id),
    );
    matches = [...first, ...options.filter((option) => !suggested.includes(option.id))];
  }
  return { shown: matches.slice(0, limit), count: matches.length };
}
