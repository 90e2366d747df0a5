import type { PayPeriod, TipModel, TipUnit } from './job-options.ts';

/**
 * Total pay (issue 16): what a week of this job is likely to bring, from what the venue declares:
 * its pay, its hours a week, and the tips it typically sees. The same sum is kept by the database
 * as `jobs.weekly_total` (its top end, to filter and sort Browse Jobs; total-pay-sql.ts), and a
 * test holds the two to each other.
 */
export interface TotalPayFields {
  salary: number | null;
  salaryMax: number | null;
  payPeriod: PayPeriod;
  hoursMin: number | null;
  hoursMax: number | null;
  tipModel: TipModel;
  tipsMin: number | null;
  tipsMax: number | null;
  tipsPer: TipUnit;
  /** The shifts a week the job needs: as stated, else all it ticks (0: it names none). */
  shiftsAWeek: number;
}

/**
 * `included`: the venue's typical tips are in the figure; `extra`: the job has tips but the venue
 * gave no figure, so they come on top; `none`: the job has no tips.
 */
export type TipsInEstimate = 'included' | 'extra' | 'none';

/** A week of the job, about: `low`–`high` (rounded to tens) for `hoursMin`–`hoursMax` hours. */
export interface TotalPayEstimate {
  low: number;
  high: number;
  hoursMin: number;
  hoursMax: number;
  tips: TipsInEstimate;
}

/** A week's worth of `amount` paid per `period`, for `hours` hours a week. */
export function weeklyAmount(amount: number, period: PayPeriod, hours: number): number {
  switch (period) {
    case 'hour':
      return amount * hours;
    case 'week':
      return amount;
    case 'month':
      return (amount * 12) / 52;
    case 'year':
      return amount / 52;
  }
}

/** Typical tips a week, low and high, when the venue gave a figure for a job with tips. */
function weeklyTips(job: TotalPayFields, hoursLow: number, hoursHigh: number) {
  if (job.tipModel === 'none' || job.tipsMin === null) return null;
  const top = job.tipsMax ?? job.tipsMin;
  if (job.tipsPer === 'hour') return { low: job.tipsMin * hoursLow, high: top * hoursHigh };
  return { low: job.tipsMin * job.shiftsAWeek, high: top * job.shiftsAWeek };
}

/**
 * The week's total, unrounded: base pay at the low end of pay and hours, and at the top end of
 * both, each with the typical tips. Null without pay or hours (nothing to estimate from).
 */
export function weeklyTotal(job: TotalPayFields): { low: number; high: number } | null {
  if (job.salary === null || job.hoursMin === null) return null;
  const hoursHigh = job.hoursMax ?? job.hoursMin;
  const tips = weeklyTips(job, job.hoursMin, hoursHigh);
  return {
    low: weeklyAmount(job.salary, job.payPeriod, job.hoursMin) + (tips?.low ?? 0),
    high: weeklyAmount(job.salaryMax ?? job.salary, job.payPeriod, hoursHigh) + (tips?.high ?? 0),
  };
}

/** To the nearest ten: an estimate says "about €520", not "€518.40". */
const aboutTens = (amount: number) => Math.round(amount / 10) * 10;

/** The estimate cards and job pages show, labelled as the venue's. */
export function estimateTotalPay(job: TotalPayFields): TotalPayEstimate | null {
  const total = weeklyTotal(job);
  if (total === null || job.hoursMin === null) return null;
  const tipsGiven = job.tipModel !== 'none' && job.tipsMin !== null;
  return {
    low: aboutTens(total.low),
    high: aboutTens(total.high),
    hoursMin: job.hoursMin,
    hoursMax: job.hoursMax ?? job.hoursMin,
    tips: tipsGiven ? 'included' : job.tipModel === 'none' ? 'none' : 'extra',
  };
}
