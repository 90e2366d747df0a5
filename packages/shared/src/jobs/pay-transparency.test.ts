import { describe, expect, it } from 'vitest';
import { countries } from '../money/countries.ts';
import { jobPublishInput } from './job-input.ts';
import { euCountries, jobPublishInputInEu, payNeededToPublish } from './pay-transparency.ts';

const job = {
  title: 'Line cook',
  description: 'Grill and sauté on a busy line.',
  location: 'Calle Mayor 1',
  city: 'Madrid',
  employmentType: 'full_time',
  role: 'cook',
  hoursMin: 38,
};

describe('EU pay transparency', () => {
  it('asks for the pay to publish for the 27 member states only', () => {
    expect(euCountries.size).toBe(27);
    for (const country of euCountries) expect(countries).toContain(country);
    expect(payNeededToPublish('ES')).toBe(true);
    expect(payNeededToPublish('fr')).toBe(true);
    for (const outside of ['GB', 'CH', 'NO', 'US', '', null, undefined]) {
      expect(payNeededToPublish(outside)).toBe(false);
    }
  });

  it('refuses a listing without pay under salary, and takes an amount or a range', () => {
    const refused = jobPublishInputInEu.safeParse(job);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['salary'], message: 'validation.payRequiredEu' }),
    ]);
    expect(jobPublishInputInEu.safeParse({ ...job, salary: 14 }).success).toBe(true);
    expect(jobPublishInputInEu.safeParse({ ...job, salary: 14, salaryMax: 16 }).success).toBe(true);
    // Outside the EU the same listing is published without pay.
    expect(jobPublishInput.safeParse(job).success).toBe(true);
  });

  it('keeps a salary’s own problem rather than adding the pay rule on top', () => {
    const result = jobPublishInputInEu.safeParse({ ...job, salary: -1 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.salaryRange']);
  });
});
