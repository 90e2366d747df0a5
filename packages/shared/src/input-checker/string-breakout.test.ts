import { describe, expect, it } from 'vitest';
import { stringBreakouts } from './string-breakout.ts';

/** The breakout quotes of an input, shown as the input with `^` under each. */
function marked(input: string): string {
  const breakouts = stringBreakouts(input);
  return Array.from(input, (_, index) => (breakouts.has(index) ? '^' : ' '))
    .join('')
    .trimEnd();
}

describe('stringBreakouts', () => {
  it.each([
    ["admin'--", '     ^'],
    ["' or 'a'='a", '^      ^'],
    ["Shifts: 'early' or 'late'", '        ^          ^'],
    ["O'Brien's 'early' or 'late'", ' ^     ^  ^          ^'],
    ["x'or'1'='1", ' ^  ^   ^'],
    ['" OR ""="', '^     ^'],
    ["a''--", ' ^'],
    ['no quotes', ''],
  ])('%s', (input, expected) => {
    expect(marked(input)).toBe(expected);
  });
});
