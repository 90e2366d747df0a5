import { describe, expect, it } from 'vitest';
import { bulkStatusInput, fillTemplate, messageTemplateInput } from './message-templates.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('message templates', () => {
  it('fills every placeholder, as often as it appears, and keeps the rest', () => {
    expect(
      fillTemplate('Hi {name}, thanks for applying to {job} at {venue}. {name}, see you {day}!', {
        name: 'Ana',
        job: 'Line Cook',
        venue: 'Casa Lola',
      }),
    ).toBe('Hi Ana, thanks for applying to Line Cook at Casa Lola. Ana, see you {day}!');
  });

  it.each([
    [{ name: '', body: 'Hello' }, 'validation.templateNameRequired'],
    [{ name: 'Thanks', body: '' }, 'validation.templateBodyRequired'],
    [{ name: 'x'.repeat(81), body: 'Hello' }, 'validation.textTooLong'],
    [{ name: 'Thanks', body: 'x'.repeat(2001) }, 'validation.textTooLong'],
    [{ name: 'Thanks', body: 'Hello {name}' }, null],
  ])('%j → %s', (input, expected) => {
    const result = messageTemplateInput.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });

  it.each([
    [{ ids: [], status: 'Rejected' }, 'validation.bulkNoneSelected'],
    [
      { ids: Array.from({ length: 51 }, (_, n) => id(n)), status: 'Rejected' },
      'validation.bulkTooMany',
    ],
    [{ ids: ['nope'], status: 'Rejected' }, 'validation.idInvalid'],
    [{ ids: [id(1)], status: 'Gone' }, 'validation.statusInvalid'],
    [{ ids: [id(1), id(1)], status: 'Rejected' }, null],
  ])('a bulk move %j → %s', (input, expected) => {
    const result = bulkStatusInput.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
    if (result.success)
      expect(result.data).toEqual({ ids: [id(1)], status: 'Rejected', templateId: null });
  });
});
