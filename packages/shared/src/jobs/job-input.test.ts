import { describe, expect, it } from 'vitest';
import { jobInput } from './job-input.ts';

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
      tips: false,
      requirements: [],
      postcode: '',
      startDate: null,
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
  ])('%j → %s: %s', (input, path, expected) => {
    expect(problem(input, path)).toBe(expected);
  });
});
