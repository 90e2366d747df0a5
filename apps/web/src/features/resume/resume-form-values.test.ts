import { describe, expect, it } from 'vitest';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import { resumeInput } from '@brigade/shared/resumes/resume-input';
import {
  addTag,
  fieldErrorTarget,
  normaliseAvailability,
  resumeFormValues,
  toggleAvailability,
} from './resume-form-values.ts';

const saved: ResumeView = {
  id: 'r1',
  applicantId: 'u1',
  firstName: 'Ana',
  lastName: 'García',
  photoURL: null,
  city: 'Madrid',
  cv: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  headline: 'Line cook',
  summary: 'Calm on the pass.',
  roles: ['cook', 'chef'],
  experience: [
    { role: 'Cook', venue: 'Casa Lola', from: '2020-03', to: '', description: 'Grill station' },
  ],
  skills: ['grill'],
  certifications: [
    {
      id: '5b0c8c1e-8a8e-4c55-9a53-0f6f3b6f8a11',
      kind: 'food_hygiene',
      name: 'Level 2',
      expiresOn: '2027-05-01',
      fileId: '7d1f6b2a-4c3e-4f5a-8b9c-1d2e3f4a5b6c',
      document: { fileName: 'hygiene.pdf', downloadUrl: '/api/files/x/download' },
      checkedAt: null,
    },
  ],
  languages: ['Spanish'],
  availability: { sun: ['late'], mon: ['dinner', 'lunch'] },
  visibility: 'private',
};

describe('resumeFormValues', () => {
  it('starts an empty, visible resume', () => {
    const values = resumeFormValues(null);
    expect(values).toEqual({
      headline: '',
      summary: '',
      roles: [],
      experience: [],
      skills: [],
      certifications: [],
      languages: [],
      availability: {},
      visibility: 'visible',
    });
  });

  it('keeps only the input fields of a saved resume, which the schema accepts again', () => {
    const values = resumeFormValues(saved);
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('cv');
    // A certificate keeps its id and document link, not what the server adds for readers.
    expect(values.certifications[0]).toEqual({
      id: '5b0c8c1e-8a8e-4c55-9a53-0f6f3b6f8a11',
      kind: 'food_hygiene',
      name: 'Level 2',
      expiresOn: '2027-05-01',
      fileId: '7d1f6b2a-4c3e-4f5a-8b9c-1d2e3f4a5b6c',
    });
    expect(values.availability).toEqual({ mon: ['lunch', 'dinner'], sun: ['late'] });
    expect(resumeInput.parse(values)).toEqual({ ...values });
  });
});

describe('addTag', () => {
  it('trims and collapses spaces', () => {
    expect(addTag([], '  knife   skills ', 'skills')).toEqual({ ok: true, list: ['knife skills'] });
  });

  it('refuses empty, duplicate (any case), too long and one too many', () => {
    expect(addTag([], '   ', 'skills')).toEqual({ ok: false, reason: 'empty' });
    expect(addTag(['Grill'], 'grill', 'skills')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addTag([], 'x'.repeat(41), 'languages')).toEqual({ ok: false, reason: 'tooLong' });
    const ten = Array.from({ length: 10 }, (_, i) => `L${i}`);
    expect(addTag(ten, 'Basque', 'languages')).toEqual({ ok: false, reason: 'tooMany' });
  });
});

describe('availability', () => {
  it('ticks and unticks a slot, in the day’s order, dropping empty days', () => {
    const once = toggleAvailability({}, 'tue', 'dinner');
    const twice = toggleAvailability(once, 'tue', 'breakfast');
    expect(twice).toEqual({ tue: ['breakfast', 'dinner'] });
    expect(toggleAvailability(once, 'tue', 'dinner')).toEqual({});
  });

  it('orders days by the week', () => {
    expect(Object.keys(normaliseAvailability({ sun: ['late'], mon: ['lunch'] }))).toEqual([
      'mon',
      'sun',
    ]);
  });
});

describe('fieldErrorTarget', () => {
  it.each([
    ['headline', 'headline'],
    ['experience.0.to', 'experience.0.to'],
    ['certifications.2.expiresOn', 'certifications.2.expiresOn'],
    ['skills.3', 'skills'],
    ['languages.0', 'languages'],
    ['availability.mon', 'availability'],
    ['experience.0.unknown', null],
    ['password', null],
  ])('%s → %s', (key, target) => {
    expect(fieldErrorTarget(key)).toBe(target);
  });
});
