import { describe, expect, it } from 'vitest';
import { jobInput, jobPublishInput } from './job-input.ts';
import { jobCreateInput } from './job-requests.ts';

const valid = {
  title: 'Line Cook',
  description: 'Busy brasserie kitchen, fresh produce, friendly brigade.',
  location: '12 Market Street',
  city: 'Lyon',
  role: 'cook',
  employmentType: 'full_time',
};

/** The locale key of the first problem with `path`, or null when the input passes. */
function problem(input: object, path: string): string | null {
  const result = jobInput.safeParse({ ...valid, ...input });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message ?? null;
}

describe('the Job schema (spec section 5)', () => {
  it('accepts a minimal job and fills the defaults', () => {
    expect(jobInput.parse(valid)).toMatchObject({
      salary: null,
      salaryMax: null,
      payPeriod: 'hour',
      tipModel: 'none',
      tipsMin: null,
      tipsMax: null,
      tipsPer: 'shift',
      requirements: [],
      postcode: '',
      startDate: null,
      hoursMin: null,
      hoursMax: null,
      shifts: {},
    });
  });

  it.each([
    [{ title: '' }, 'title', 'validation.titleRequired'],
    [{ title: 'x'.repeat(101) }, 'title', 'validation.textTooLong'],
    [{ title: 'x'.repeat(100) }, 'title', null],
    [{ description: 'Too short' }, 'description', 'validation.descriptionTooShort'],
    [{ description: 'x'.repeat(10) }, 'description', null],
    [{ description: 'x'.repeat(5001) }, 'description', 'validation.descriptionTooLong'],
    [{ location: '' }, 'location', 'validation.locationRequired'],
    [{ location: 'x'.repeat(201) }, 'location', 'validation.textTooLong'],
    [{ salary: -1 }, 'salary', 'validation.salaryRange'],
    [{ salary: 1_000_001 }, 'salary', 'validation.salaryRange'],
    [{ salary: 1_000_000 }, 'salary', null],
    [{ salary: 0 }, 'salary', null],
    [{ salary: 12.345 }, 'salary', 'validation.salaryInvalid'],
    [
      { requirements: Array(11).fill('Food hygiene') },
      'requirements',
      'validation.tooManyRequirements',
    ],
    [{ requirements: ['x'.repeat(201)] }, 'requirements.0', 'validation.requirementTooLong'],
    [{ requirements: ['x'.repeat(200)] }, 'requirements.0', null],
    [{ salaryMax: 15 }, 'salary', 'validation.salaryFromMissing'],
    [{ salary: 15, salaryMax: 12 }, 'salaryMax', 'validation.salaryRangeOrder'],
    [{ role: 'juggler' }, 'role', 'validation.jobRoleRequired'],
    [{ description: "Great team'; DROP TABLE jobs; --" }, 'description', 'validation.sqlInjection'],
    [{ title: '<script>alert(1)</script>' }, 'title', 'validation.xss'],
    // Hours a week: whole hours 1–80, one figure or a range.
    [{ hoursMin: 30 }, 'hoursMin', null],
    [{ hoursMin: 30, hoursMax: 38 }, 'hoursMax', null],
    [{ hoursMin: 38, hoursMax: 38 }, 'hoursMax', null],
    [{ hoursMin: 1, hoursMax: 80 }, 'hoursMax', null],
    [{ hoursMin: 0 }, 'hoursMin', 'validation.hoursRange'],
    [{ hoursMin: 81 }, 'hoursMin', 'validation.hoursRange'],
    [{ hoursMin: 30, hoursMax: 81 }, 'hoursMax', 'validation.hoursRange'],
    [{ hoursMin: 37.5 }, 'hoursMin', 'validation.hoursInvalid'],
    [{ hoursMin: Number.NaN }, 'hoursMin', 'validation.hoursInvalid'],
    [{ hoursMin: '30' }, 'hoursMin', 'validation.hoursInvalid'],
    [{ hoursMax: 38 }, 'hoursMin', 'validation.hoursFromMissing'],
    [{ hoursMin: 38, hoursMax: 30 }, 'hoursMax', 'validation.hoursRangeOrder'],
    // Shifts: the resume's availability grid.
    [{ shifts: { fri: ['dinner', 'late'] } }, 'shifts', null],
    [{ shifts: { funday: ['dinner'] } }, 'shifts', 'validation.weekGridInvalid'],
    [{ shifts: { fri: ['brunch'] } }, 'shifts.fri.0', 'validation.weekGridInvalid'],
    [{ shifts: { fri: 'dinner' } }, 'shifts.fri', 'validation.weekGridInvalid'],
    [
      { shifts: { fri: ['dinner', 'late', 'lunch', 'breakfast', 'late'] } },
      'shifts.fri',
      'validation.weekGridInvalid',
    ],
    [{ shifts: ['mon'] }, 'shifts', 'validation.weekGridInvalid'],
  ])('%j → %s: %s', (input, path, expected) => {
    expect(problem(input, path)).toBe(expected);
  });
});

describe('shifts', () => {
  it('are kept in one written form: week order, no repeats, no empty days', () => {
    const job = jobInput.parse({
      ...valid,
      shifts: { sat: ['dinner', 'lunch', 'dinner'], mon: [], fri: ['late'] },
    });
    expect(job.shifts).toEqual({ fri: ['late'], sat: ['lunch', 'dinner'] });
    expect(Object.keys(job.shifts)).toEqual(['fri', 'sat']);
  });

  const threeTicked = { fri: ['dinner', 'late'], sat: ['lunch'] };
  it.each([
    [{ shifts: threeTicked, shiftsPerWeek: 2 }, null],
    [{ shifts: threeTicked, shiftsPerWeek: 3 }, null],
    [{ shifts: threeTicked, shiftsPerWeek: null }, null],
    [{ shifts: threeTicked, shiftsPerWeek: 4 }, 'validation.shiftsPerWeekTooMany'],
    [{ shifts: {}, shiftsPerWeek: 1 }, 'validation.shiftsPerWeekTooMany'],
    [{ shifts: threeTicked, shiftsPerWeek: 0 }, 'validation.shiftsPerWeekInvalid'],
    [{ shifts: threeTicked, shiftsPerWeek: 1.5 }, 'validation.shiftsPerWeekInvalid'],
    [{ shifts: threeTicked, shiftsPerWeek: Number.NaN }, 'validation.shiftsPerWeekInvalid'],
  ])('a week of %j needs %s', (input, expected) => {
    expect(problem(input, 'shiftsPerWeek')).toBe(expected);
  });

  it('need all the ticked shifts when no number a week is given', () => {
    expect(jobInput.parse({ ...valid, shifts: threeTicked }).shiftsPerWeek).toBeNull();
  });
});

describe('tips', () => {
  const friday = { fri: ['dinner'] };
  it.each([
    [{ tipModel: 'pooled' }, 'tipModel', null],
    [{ tipModel: 'jar' }, 'tipModel', 'validation.tipModelInvalid'],
    [{ tipsMin: 20 }, 'tipModel', 'validation.tipsWithoutModel'],
    [{ tipModel: 'none', tipsMax: 20 }, 'tipModel', 'validation.tipsWithoutModel'],
    [{ tipModel: 'pooled', tipsMin: 20, tipsMax: 40, shifts: friday }, 'tipsMax', null],
    [
      { tipModel: 'pooled', tipsMin: 40, tipsMax: 20, shifts: friday },
      'tipsMax',
      'validation.salaryRangeOrder',
    ],
    [{ tipModel: 'kept', tipsMax: 20, tipsPer: 'hour' }, 'tipsMin', 'validation.salaryFromMissing'],
    [{ tipModel: 'kept', tipsMin: -1, tipsPer: 'hour' }, 'tipsMin', 'validation.salaryRange'],
    [{ tipModel: 'kept', tipsMin: 2.5, tipsPer: 'hour' }, 'tipsPer', null],
    [{ tipModel: 'kept', tipsMin: 2, tipsPer: 'day' }, 'tipsPer', 'validation.tipsPerInvalid'],
    // Per shift needs shifts to count; per hour counts the hours.
    [{ tipModel: 'pooled', tipsMin: 20 }, 'tipsPer', 'validation.tipsPerShiftNeedsShifts'],
    [{ tipModel: 'pooled', tipsMin: 20, shifts: friday }, 'tipsPer', null],
    [{ tipModel: 'pooled' }, 'tipsPer', null],
  ])('%j → %s: %s', (input, path, expected) => {
    expect(problem(input, path)).toBe(expected);
  });
});

describe('publishing needs the hours a week (shifts stay optional)', () => {
  const hoursProblem = (schema: typeof jobPublishInput | typeof jobCreateInput, input: object) => {
    const result = schema.safeParse({ ...valid, ...input });
    return result.success
      ? null
      : (result.error.issues.find((issue) => issue.path.join('.') === 'hoursMin')?.message ?? null);
  };

  it.each([
    [{ publish: true }, 'validation.hoursRequired'],
    [{ publish: true, hoursMin: 30 }, null],
    [{ publish: true, hoursMin: 30, hoursMax: 38, shifts: {} }, null],
    [{ publish: false }, null],
    [{}, null],
    // Asked for alongside the other fields' problems, not after them.
    [{ publish: true, role: undefined, salary: Number.NaN }, 'validation.hoursRequired'],
    [{ publish: true, hoursMin: 'thirty' }, 'validation.hoursInvalid'],
  ])('Post a Job %j → %s', (input, expected) => {
    expect(hoursProblem(jobCreateInput, input)).toBe(expected);
  });

  it.each([
    [{}, 'validation.hoursRequired'],
    [{ hoursMin: 20 }, null],
    [{ hoursMax: 20 }, 'validation.hoursFromMissing'],
  ])('saving an open job %j → %s', (input, expected) => {
    expect(hoursProblem(jobPublishInput, input)).toBe(expected);
  });
});

describe('a job’s perks', () => {
  it('keeps each once, in the list’s order, and refuses one it does not know', () => {
    expect(
      jobInput.parse({ ...valid, perks: ['uniform', 'paid_breaks', 'uniform'] }).perks,
    ).toEqual(['paid_breaks', 'uniform']);
    expect(jobInput.parse(valid).perks).toEqual([]);
    const refused = jobInput.safeParse({ ...valid, perks: ['free_parking'] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['validation.perkInvalid']);
  });
});
