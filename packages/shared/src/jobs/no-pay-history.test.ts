import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyInput } from '../applications/application-input.ts';
import { profileInput } from '../profile.ts';
import { resumeInput } from '../resumes/resume-input.ts';
import { jobInput } from './job-input.ts';

/** Every field name in a schema, nested objects and arrays of objects included. */
function fieldNames(schema: z.ZodType): string[] {
  const inner = schema instanceof z.ZodPipe ? schema.in : schema;
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [
      name,
      ...fieldNames(field),
    ]);
  }
  if (inner instanceof z.ZodArray) return fieldNames(inner.element as z.ZodType);
  if (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodDefault
  ) {
    return fieldNames(inner.unwrap() as z.ZodType);
  }
  return [];
}

/**
 * EU pay transparency (Directive 2023/970, article 5): a job seeker is never asked about their
 * pay history. Nothing an applicant fills in (their profile, resume or an application) has a field
 * for what they earned.
 */
describe('no pay history is asked', () => {
  it.each([
    ['the profile', profileInput],
    ['the resume', resumeInput],
    ['an application', applyInput],
  ])('%s has no field about pay', (_name, schema) => {
    const names = fieldNames(schema as z.ZodType);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /salary|pay|wage|earn|income/i.test(name))).toEqual([]);
  });

  it('would see one: a job’s pay is found, and a resume’s nested experience is read', () => {
    expect(fieldNames(jobInput)).toEqual(expect.arrayContaining(['salary', 'salaryMax']));
    expect(fieldNames(resumeInput)).toEqual(expect.arrayContaining(['experience', 'venue']));
  });
});
