const LETTER = /^\p{L}$/u;
const QUOTES = new Set(["'", '"', '`']);

function isLetter(character: string | undefined): boolean {
  return character !== undefined && LETTER.test(character);
}

/**
 * The positions of the quotes that would end an SQL string the input had been written into.
 * Injection starts by closing the application's string, so the quote that does it is odd among
 * the input's quotes of its kind; prose quotes a word ('early' or 'late') and its closing quote
 * is even. Apostrophes inside a word (O'Brien, can't, l'or) are not counted, since prose is full
 * of them; such a quote is listed itself, though, since the only way SQL goes on after it is a
 * keyword glued to it (`x'or'1'='1`), and the patterns that ask only look at a quote followed by
 * a keyword, a comment or a statement. One pass over the input.
 */
export function stringBreakouts(input: string): ReadonlySet<number> {
  const counts = new Map<string, number>();
  const breakouts = new Set<number>();
  for (let index = 0; index < input.length; index += 1) {
    const character = input.charAt(index);
    if (!QUOTES.has(character)) continue;
    if (isLetter(input[index - 1]) && isLetter(input[index + 1])) {
      breakouts.add(index);
      continue;
    }
    const count = (counts.get(character) ?? 0) + 1;
    counts.set(character, count);
    if (count % 2 === 1) breakouts.add(index);
  }
  return breakouts;
}
