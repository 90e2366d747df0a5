import { z } from 'zod';
import { checkedText } from '../checked-text.ts';
import {
  employmentTypes,
  jobPerks,
  jobRoles,
  payPeriods,
  tipModels,
  tipUnits,
  type TipModel,
  type TipUnit,
} from './job-options.ts';
import { weekGrid, type WeekGrid } from '../resumes/resume-input.ts';
import { requirableCertificates } from '../resumes/certificates.ts';
import { normaliseWeekGrid } from '../resumes/week-grid.ts';
import { slotCount, weekGridMask } from '../resumes/week-mask.ts';

/** The spec's Job schema limits (section 5). */
export const jobLimits = {
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 5000,
  locationMax: 200,
  salaryMax: 1_000_000,
  requirementsMax: 10,
  requirementMax: 200,
  /** Hours a week: whole hours, 1–80 (the most a hospitality contract could ask). */
  hoursMin: 1,
  hoursMax: 80,
} as const;

const money = z
  .number('validation.salaryInvalid')
  .min(0, 'validation.salaryRange')
  .max(jobLimits.salaryMax, 'validation.salaryRange')
  .multipleOf(0.01, 'validation.salaryInvalid');

const isoDate = z.iso.date('validation.dateInvalid');

/** Shifts a week: a whole number from 1 (the grid has 28 slots, so never more than that). */
const shiftsPerWeek = z
  .number('validation.shiftsPerWeekInvalid')
  .int('validation.shiftsPerWeekInvalid')
  .min(1, 'validation.shiftsPerWeekInvalid')
  .max(28, 'validation.shiftsPerWeekTooMany');

const hours = z
  .number('validation.hoursInvalid')
  .int('validation.hoursInvalid')
  .min(jobLimits.hoursMin, 'validation.hoursRange')
  .max(jobLimits.hoursMax, 'validation.hoursRange');

/**
 * Post a Job / edit a job: the spec's Job schema (title 1–100, description 10–5000, location
 * 1–200, optional salary 0–1,000,000, up to 10 requirements of up to 200 characters) plus what
 * hospitality needs. Pay is `salary` alone (an amount) or `salary`–`salaryMax` (a range), per
 * `payPeriod`; how tips are shared (`tipModel`) and, when there are tips, the venue's typical
 * tips (`tipsMin` alone or `tipsMin`–`tipsMax`, per shift or per hour: `tipsPer`), from which the
 * estimated total is worked out (total-pay.ts); and `perks` (paid breaks, staff meals, a uniform).
 * Hours a week are `hoursMin` alone (one figure) or `hoursMin`–`hoursMax`; `shifts` are the resume's availability grid (days × parts of the day),
 * kept in its one written form, and `shiftsPerWeek` how many of them the job needs a week (null:
 * all of them; never more than are ticked). Publishing needs the hours (`requireHoursToPublish`).
 */
export const jobInput = z
  .object({
    title: checkedText({
      min: 1,
      max: jobLimits.titleMax,
      tooShortKey: 'validation.titleRequired',
    }),
    description: checkedText({
      min: jobLimits.descriptionMin,
      max: jobLimits.descriptionMax,
      tooShortKey: 'validation.descriptionTooShort',
      tooLongKey: 'validation.descriptionTooLong',
    }),
    location: checkedText({
      min: 1,
      max: jobLimits.locationMax,
      tooShortKey: 'validation.locationRequired',
    }),
    city: checkedText({ min: 1, max: 100, tooShortKey: 'validation.cityRequired' }),
    postcode: checkedText({ max: 20 }).default(''),
    role: z.enum(jobRoles, 'validation.jobRoleRequired'),
    employmentType: z.enum(employmentTypes, 'validation.employmentTypeRequired'),
    salary: money.nullable().default(null),
    salaryMax: money.nullable().default(null),
    payPeriod: z.enum(payPeriods, 'validation.payPeriodRequired').default('hour'),
    tipModel: z.enum(tipModels, 'validation.tipModelInvalid').default('none'),
    tipsMin: money.nullable().default(null),
    tipsMax: money.nullable().default(null),
    tipsPer: z.enum(tipUnits, 'validation.tipsPerInvalid').default('shift'),
    /** Paid breaks, staff meals, a uniform: each at most once, in the list's own order. */
    perks: z
      .array(z.enum(jobPerks, 'validation.perkInvalid'))
      .transform((perks) => jobPerks.filter((perk) => perks.includes(perk)))
      .default([]),
    /** Certificates the job needs (the wallet's kinds), each once, in the list's order. */
    requiredCertificates: z
      .array(z.enum(requirableCertificates, 'validation.certificateKindInvalid'))
      .max(requirableCertificates.length, 'validation.certificateKindInvalid')
      .transform((kinds) => requirableCertificates.filter((kind) => kinds.includes(kind)))
      .default([]),
    hoursMin: hours.nullable().default(null),
    hoursMax: hours.nullable().default(null),
    shifts: weekGrid.transform(normaliseWeekGrid).default({}),
    shiftsPerWeek: shiftsPerWeek.nullable().default(null),
    startDate: isoDate.nullable().default(null),
    requirements: z
      .array(
        checkedText({
          min: 1,
          max: jobLimits.requirementMax,
          tooShortKey: 'validation.requirementEmpty',
          tooLongKey: 'validation.requirementTooLong',
        }),
      )
      .max(jobLimits.requirementsMax, 'validation.tooManyRequirements')
      .default([]),
  })
  .superRefine((job, ctx) => {
    if (job.salaryMax !== null && job.salary === null) {
      ctx.addIssue({ code: 'custom', path: ['salary'], message: 'validation.salaryFromMissing' });
    }
    if (job.salaryMax !== null && job.salary !== null && job.salaryMax < job.salary) {
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'validation.salaryRangeOrder' });
    }
    if (job.hoursMax !== null && job.hoursMin === null) {
      ctx.addIssue({ code: 'custom', path: ['hoursMin'], message: 'validation.hoursFromMissing' });
    }
    if (job.hoursMax !== null && job.hoursMin !== null && job.hoursMax < job.hoursMin) {
      ctx.addIssue({ code: 'custom', path: ['hoursMax'], message: 'validation.hoursRangeOrder' });
    }
    refineTips(job, ctx);
    // "5 shifts a week" picks among the ticked shifts, so it cannot ask for more than are ticked.
    if (job.shiftsPerWeek !== null && job.shiftsPerWeek > slotCount(weekGridMask(job.shifts))) {
      ctx.addIssue({
        code: 'custom',
        path: ['shiftsPerWeek'],
        message: 'validation.shiftsPerWeekTooMany',
      });
    }
  });
export type JobInput = z.infer<typeof jobInput>;

interface TipFields {
  tipModel: TipModel;
  tipsMin: number | null;
  tipsMax: number | null;
  tipsPer: TipUnit;
  shifts: WeekGrid;
}

/**
 * Typical tips: a figure only for a job that has tips, a range in order, and per shift only when
 * the listing names its shifts (else the estimate would have no shifts to count).
 */
function refineTips(job: TipFields, ctx: z.RefinementCtx) {
  const issue = (path: keyof TipFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (job.tipModel === 'none') {
    if (job.tipsMin !== null || job.tipsMax !== null)
      issue('tipModel', 'validation.tipsWithoutModel');
    return;
  }
  if (job.tipsMax !== null && job.tipsMin === null)
    issue('tipsMin', 'validation.salaryFromMissing');
  if (job.tipsMax !== null && job.tipsMin !== null && job.tipsMax < job.tipsMin) {
    issue('tipsMax', 'validation.salaryRangeOrder');
  }
  if (
    job.tipsMin !== null &&
    job.tipsPer === 'shift' &&
    slotCount(weekGridMask(job.shifts)) === 0
  ) {
    issue('tipsPer', 'validation.tipsPerShiftNeedsShifts');
  }
}
export type JobFormValues = z.input<typeof jobInput>;

/**
 * The product promises "the pay and the hours up front": a job is published (opened) only with
 * its hours a week. Shifts stay optional (many venues set the rota week by week).
 */
export const hasHours = (job: { hoursMin: number | null }): boolean => job.hoursMin !== null;

/**
 * A "needed to publish" issue under `field`. It is checked even when other fields are refused (a
 * form shows every problem at once), unless `field` has a problem of its own.
 */
export function neededToPublish(field: string, message: string) {
  return {
    path: [field],
    message,
    when: (payload: z.core.ParsePayload) =>
      !payload.issues.some((issue) => issue.path?.[0] === field),
  };
}

/** The hours a week, needed to publish. */
export const hoursToPublish = neededToPublish('hoursMin', 'validation.hoursRequired');

/** Post a Job's "Publish now" and the edit of an open job: the Job schema, hours required. */
export const jobPublishInput = jobInput.refine(hasHours, hoursToPublish);
