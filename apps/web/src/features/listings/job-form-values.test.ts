import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { jobInput } from '@brigade/shared/jobs/job-input';
import {
  amountFromText,
  dateFromText,
  emptyJobForm,
  hoursFromText,
  jobFormValues,
} from './job-form-values.ts';

const job: JobDetail = {
  id: 'j1',
  title: 'Sous chef',
  role: 'chef',
  employmentType: 'full_time',
  location: '3 Quai Rambaud',
  city: 'Lyon',
  postcode: '69002',
  salary: 14.5,
  salaryMax: 16,
  payPeriod: 'hour',
  currency: 'EUR',
  tipModel: 'pooled',
  totalPay: null,
  tipsMin: null,
  tipsMax: null,
  tipsPer: 'shift',
  hoursMin: 30,
  hoursMax: 38,
  status: 'open',
  venueName: 'Chez Marie',
  publishedAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
  fit: null,
  urgentUntil: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
  description: 'Seasonal menu, small brigade, two days off in a row.',
  startDate: '2026-06-01',
  requirements: ['Food hygiene certificate', 'Weekends'],
  perks: ['staff_meals'],
  requiredCertificates: ['food_hygiene'],
  shifts: { fri: ['dinner', 'late'], sat: ['lunch', 'dinner'] },
  shiftsPerWeek: null,
  closedReason: null,
  validThrough: null,
  venue: {
    restaurantId: 'r1',
    name: 'Chez Marie',
    venueType: 'restaurant',
    city: 'Lyon',
    website: null,
    description: null,
    photoURL: null,
    responsiveness: null,
  },
  canEdit: true,
  myApplicationId: null,
};

describe('job form values', () => {
  it('prefill an edit with exactly what the API would take back', () => {
    const values = jobFormValues(job);
    expect(jobInput.parse(values)).toEqual(values);
  });

  it('start empty, with the venue’s city and the role and contract still to choose', () => {
    const values = emptyJobForm('Lyon');
    expect(values).toMatchObject({
      city: 'Lyon',
      salary: null,
      payPeriod: 'hour',
      requirements: [],
    });
    const problems = jobInput.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(problems).toEqual(
      expect.arrayContaining(['validation.jobRoleRequired', 'validation.employmentTypeRequired']),
    );
  });

  it.each([
    ['', null],
    ['  ', null],
    ['12', 12],
    ['12.50', 12.5],
    ['12,5', 12.5],
    ['-3', -3],
    [14, 14],
  ])('reads the pay box %j as %j', (text, expected) => {
    expect(amountFromText(text)).toBe(expected);
  });

  it('turns text that is not an amount into a value the schema refuses as such', () => {
    expect(amountFromText('twelve')).toBeNaN();
    const result = jobInput.safeParse({ ...jobFormValues(job), salary: amountFromText('twelve') });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['salary'],
      message: 'validation.salaryInvalid',
    });
  });

  it.each([
    ['', null],
    [' 30 ', 30],
    ['0', 0],
    ['7.5', Number.NaN],
    ['thirty', Number.NaN],
    [38, 38],
  ])('reads the hours box %j as %j', (text, expected) => {
    expect(hoursFromText(text)).toBe(expected);
  });

  it('start with no hours and no shifts, which a draft may keep', () => {
    expect(emptyJobForm('Lyon')).toMatchObject({ hoursMin: null, hoursMax: null, shifts: {} });
  });

  it('reads an empty date box as no start date', () => {
    expect(dateFromText('')).toBeNull();
    expect(dateFromText('2026-06-01')).toBe('2026-06-01');
  });
});
