import { describe, expect, it } from 'vitest';
import { writeJsonDocument, type JsonSection } from './json-document.ts';

async function written(sections: JsonSection[]): Promise<string> {
  let text = '';
  for await (const piece of writeJsonDocument(sections)) text += piece;
  return text;
}

async function* batches<T>(...pages: T[][]): AsyncGenerator<T[]> {
  for (const page of pages) yield page;
}

describe('writeJsonDocument', () => {
  it('writes values and batched lists as one pretty-printed document', async () => {
    const text = await written([
      { name: 'account', value: { id: 'a', tags: ['x', 'y'] } },
      { name: 'messages', batches: () => batches([{ n: 1 }, { n: 2 }], [], [{ n: 3 }]) },
      { name: 'nothing', value: null },
    ]);
    expect(JSON.parse(text)).toEqual({
      account: { id: 'a', tags: ['x', 'y'] },
      messages: [{ n: 1 }, { n: 2 }, { n: 3 }],
      nothing: null,
    });
    expect(text).toContain('\n  "account": {\n    "id": "a",');
    expect(text).toContain('\n  "messages": [\n    {\n      "n": 1\n    },');
  });

  it('writes an empty list for a section without items, and escapes what it is given', async () => {
    const text = await written([
      { name: 'events', batches: () => batches() },
      { name: 'quote"d', value: 'line\nbreak "and" </script>' },
    ]);
    expect(JSON.parse(text)).toEqual({ events: [], 'quote"d': 'line\nbreak "and" </script>' });
  });

  it('is an empty object without sections', async () => {
    expect(JSON.parse(await written([]))).toEqual({});
  });
});
