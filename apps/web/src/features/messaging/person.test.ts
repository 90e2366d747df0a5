import { describe, expect, it } from 'vitest';
import type { ConversationPerson } from '@brigade/shared/messaging/messaging-answers';
import { initials, personName } from './person.ts';

const person = (overrides: Partial<ConversationPerson>): ConversationPerson => ({
  id: 'u',
  firstName: 'Marco',
  lastName: 'Rossi',
  photoURL: null,
  userType: 'restaurant',
  venueName: 'Casa Lola',
  ...overrides,
});

describe('personName', () => {
  it('names a restaurant by its venue, else by its owner', () => {
    expect(personName(person({}))).toBe('Casa Lola');
    expect(personName(person({ venueName: '  ' }))).toBe('Marco Rossi');
    expect(personName(person({ venueName: null }))).toBe('Marco Rossi');
  });

  it('names anyone else by their name, and a deleted account not at all', () => {
    expect(
      personName(person({ userType: 'applicant', firstName: 'Ana', lastName: 'García' })),
    ).toBe('Ana García');
    expect(personName(null)).toBeNull();
    expect(personName(person({ userType: 'admin', firstName: '', lastName: '' }))).toBeNull();
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Casa Lola del Mar')).toBe('CL');
    expect(initials('ana')).toBe('A');
    expect(initials('Élodie Ørsted')).toBe('ÉØ');
    expect(initials('')).toBe('');
  });
});
