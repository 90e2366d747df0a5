import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { toJsonResume, type ResumeForExport, type ResumePerson } from './json-resume.ts';

/** The official validator (CommonJS, untyped): JSON Schema checks of schema.json. */
const jsonResumeSchema = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, callback: (errors: unknown[] | null, valid: boolean) => void) => void;
};

function validate(resume: unknown): { valid: boolean; errors: unknown[] } {
  let outcome = { valid: false, errors: [] as unknown[] };
  jsonResumeSchema.validate(resume, (errors, valid) => {
    outcome = { valid, errors: errors ?? [] };
  });
  return outcome;
}

const person: ResumePerson = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana.lopez@brigade.test',
  phone: '+33612345678',
  bio: 'Cook from Lyon.',
  city: 'Lyon',
  imageUrl: 'https://brigade.example/files/profile-pictures/u1/profile.png?v=1',
};

const resume: ResumeForExport = {
  headline: 'Line cook, 5 years in busy brasseries',
  summary: 'Fast, tidy and calm on the pass.',
  experience: [
    { role: 'Chef de partie', venue: 'Brasserie Nord', from: '2021-03', to: '', description: '' },
    {
      role: 'Commis',
      venue: 'Le Petit Zinc',
      from: '2018-09',
      to: '2021-02',
      description: 'Garnish and cold starters.',
    },
  ],
  skills: ['grill', 'sauces'],
  certifications: [
    { name: 'Food hygiene level 2', expiresOn: '2027-05-31' },
    { name: 'First aid', expiresOn: '' },
  ],
  languages: ['English', 'French'],
  updatedAt: new Date('2026-11-02T10:20:30.456Z'),
};

describe('toJsonResume', () => {
  it('maps a full resume onto JSON Resume, which the official schema accepts', () => {
    const mapped = toJsonResume(resume, person);
    expect(validate(mapped)).toEqual({ valid: true, errors: [] });
    expect(mapped.basics).toEqual({
      name: 'Ana Lopez',
      label: 'Line cook, 5 years in busy brasseries',
      image: person.imageUrl,
      email: 'ana.lopez@brigade.test',
      phone: '+33612345678',
      summary: 'Fast, tidy and calm on the pass.',
      location: { city: 'Lyon' },
    });
    expect(mapped.work).toEqual([
      { name: 'Brasserie Nord', position: 'Chef de partie', startDate: '2021-03' },
      {
        name: 'Le Petit Zinc',
        position: 'Commis',
        startDate: '2018-09',
        endDate: '2021-02',
        summary: 'Garnish and cold starters.',
      },
    ]);
    expect(mapped.skills).toEqual([{ name: 'grill' }, { name: 'sauces' }]);
    expect(mapped.languages).toEqual([{ language: 'English' }, { language: 'French' }]);
    expect(mapped.certificates).toEqual([
      { name: 'Food hygiene level 2', expiresOn: '2027-05-31' },
      { name: 'First aid' },
    ]);
    expect(mapped.meta).toEqual({ version: 'v1.0.0', lastModified: '2026-11-02T10:20:30' });
  });

  it('leaves out what was not given, and is still valid (bio stands in for a summary)', () => {
    const mapped = toJsonResume(
      { ...resume, summary: '', experience: [], skills: [], certifications: [], languages: [] },
      { ...person, phone: '', city: '', imageUrl: null },
    );
    expect(validate(mapped)).toEqual({ valid: true, errors: [] });
    expect(mapped.basics).toEqual({
      name: 'Ana Lopez',
      label: 'Line cook, 5 years in busy brasseries',
      email: 'ana.lopez@brigade.test',
      summary: 'Cook from Lyon.',
    });
  });

  it('is checked for real: the schema refuses what JSON Resume does not allow', () => {
    const mapped = toJsonResume(resume, person);
    const broken = { ...mapped, work: [{ ...mapped.work[0], startDate: 'March 2021' }] };
    expect(validate(broken).valid).toBe(false);
    expect(
      validate({ ...mapped, basics: { ...mapped.basics, email: 'not an address' } }).valid,
    ).toBe(false);
  });
});
