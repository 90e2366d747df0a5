/**
 * Post a Job's form values ↔ the API: the form holds what the shared `jobInput` schema reads
 * (numbers or null for pay, null for no start date), so the same schema judges it in the
 * browser and on the server. Text boxes become those values through `setValueAs`.
 */
import type { FieldPath } from 'react-hook-form';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { jobLimits } from '@brigade/shared/jobs/job-input';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';

/** An empty form. Role and contract start unchosen, so the schema asks for them. */
export function emptyJobForm(city: string): Partial<JobFormValues> {
  return {
    title: '',
    description: '',
    location: '',
    city,
    postcode: '',
    salary: null,
    salaryMax: null,
    payPeriod: 'hour',
    tipModel: 'none',
    perks: [],
    requiredCertificates: [],
    hoursMin: null,
    hoursMax: null,
    shifts: {},
    shiftsPerWeek: null,
    startDate: null,
    requirements: [],
  };
}

/** The form for an existing job (editing). */
export function jobFormValues(job: JobDetail): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    location: job.location,
    city: job.city,
    postcode: job.postcode,
    role: job.role,
    employmentType: job.employmentType,
    salary: job.salary,
    salaryMax: job.salaryMax,
    payPeriod: job.payPeriod,
    tipModel: job.tipModel,
    tipsMin: job.tipsMin,
    tipsMax: job.tipsMax,
    tipsPer: job.tipsPer,
    perks: [...job.perks],
    requiredCertificates: [...job.requiredCertificates],
    hoursMin: job.hoursMin,
    hoursMax: job.hoursMax,
    shifts: job.shifts,
    shiftsPerWeek: job.shiftsPerWeek,
    startDate: job.startDate,
    requirements: [...job.requirements],
  };
}

/**
 * A pay box's text as the schema's value: empty → null (no pay stated), a comma counts as the
 * decimal point, anything else that is not a number → NaN, which the schema refuses with its
 * "enter an amount" message.
 */
export function amountFromText(text: unknown): number | null {
  if (typeof text === 'number') return text;
  const trimmed = typeof text === 'string' ? text.trim().replace(',', '.') : '';
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * An hours box's text as the schema's value: empty → null (not stated), whole hours → the number,
 * anything else → NaN, which the schema refuses with its "whole hours" message.
 */
export function hoursFromText(text: unknown): number | null {
  if (typeof text === 'number') return text;
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A date box's text: empty → null (no start date). */
export function dateFromText(text: unknown): string | null {
  return typeof text === 'string' && text !== '' ? text : null;
}

/** Every field a server error may name, requirements one by one. */
export const jobFieldNames: readonly FieldPath<JobFormValues>[] = [
  'title',
  'role',
  'employmentType',
  'description',
  'startDate',
  'location',
  'city',
  'postcode',
  'salary',
  'salaryMax',
  'payPeriod',
  'tipModel',
  'tipsMin',
  'tipsMax',
  'tipsPer',
  'perks',
  'requiredCertificates',
  'hoursMin',
  'hoursMax',
  'shifts',
  'shiftsPerWeek',
  'requirements',
  ...Array.from(
    { length: jobLimits.requirementsMax },
    (_, index) => `requirements.${index}` as const,
  ),
];
