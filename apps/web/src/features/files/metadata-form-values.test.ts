import { describe, expect, it } from 'vitest';
import { parseMetadataForm } from './metadata-form-values.ts';

const base = { description: '', category: '', tags: '', isPublic: false };
const owner = { publish: true };

describe('parseMetadataForm', () => {
  it('splits tags on commas, trims them and drops empty ones and repeats', () => {
    expect(parseMetadataForm({ ...base, tags: ' menu, , summer ,menu' }, owner)).toEqual({
      ok: true,
      input: { description: '', category: '', tags: ['menu', 'summer'], isPublic: false },
    });
  });

  it('sends isPublic only for whoever may publish the file', () => {
    const values = { ...base, description: 'Menu', isPublic: true };
    expect(parseMetadataForm(values, owner)).toMatchObject({ ok: true, input: { isPublic: true } });
    const shared = parseMetadataForm(values, { publish: false });
    expect(shared).toEqual({ ok: true, input: { description: 'Menu', category: '', tags: [] } });
    expect(shared.ok && 'isPublic' in shared.input).toBe(false);
  });

  it('gives each field its first message from the shared schema', () => {
    const result = parseMetadataForm(
      { ...base, category: 'x'.repeat(51), tags: `ok, ${'t'.repeat(31)}` },
      owner,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        category: 'storedFiles.validation.categoryTooLong',
        tags: 'storedFiles.validation.tagInvalid',
      },
    });
  });
});
