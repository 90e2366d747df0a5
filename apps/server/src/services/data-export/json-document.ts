/**
 * One section of a JSON document written piece by piece: a value known up front, or a list read
 * in batches (a page of rows at a time), so a long list is never held whole in memory.
 */
export type JsonSection =
  | { name: string; value: unknown }
  | { name: string; batches: () => AsyncIterable<readonly unknown[]> };

/** JSON.stringify, pretty-printed, with every line after the first indented by `depth` steps. */
function pretty(value: unknown, depth: number): string {
  return (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${'  '.repeat(depth)}`);
}

/**
 * Writes `{ "name": value, … }` pretty-printed (two spaces), one section after another; a section
 * of batches becomes an array whose items are written as each batch arrives. The pieces
 * concatenated are one valid JSON document.
 */
export async function* writeJsonDocument(sections: readonly JsonSection[]): AsyncGenerator<string> {
  yield '{';
  for (const [index, section] of sections.entries()) {
    yield `${index === 0 ? '' : ','}\n  ${JSON.stringify(section.name)}: `;
    if ('value' in section) {
      yield pretty(section.value, 1);
      continue;
    }
    let count = 0;
    for await (const batch of section.batches()) {
      if (batch.length === 0) continue;
      yield batch.map((item) => `${count++ === 0 ? '[' : ','}\n    ${pretty(item, 2)}`).join('');
    }
    yield count === 0 ? '[]' : '\n  ]';
  }
  yield '\n}\n';
}
