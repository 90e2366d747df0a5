import { describe, expect, it } from 'vitest';
import { parseMetadataForm } from './metadata-form-values.ts';

const base = { description: '', category: '', tags: '', isPublic: false };

describe('parseMetadataForm', () => {
  it('splits tags on commas, trims them and drops empty ones and repeats', () => {
    expect(parseMetadataForm({ ...base, tags: ' menu, , summer ,menu' })).toEqual({
      ok: true,
      input: { description: '', category: '', tags: ['menu', 'summer'], isPublic: false },
    });
  });

  it('gives each field its first message from the shared schema', () => {
    const result = parseMetadataForm({
      ...base,
      category: 'x'.repeat(51),
      tags: `ok, ${'t'.repeat(31)}`,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        category: 'storedFiles.validation.categoryTooLong',
        tags: 'storedFiles.validation.tagInvalid',
      },
    });
  });
});
