/** The kinds of work a hospitality job is for (filters, resumes' wanted roles). */
export const jobRoles = [
  'chef',
  'cook',
  'kitchen_porter',
  'server',
  'bartender',
  'barista',
  'host',
  'manager',
  'housekeeping',
  'other',
] as const;
export type JobRole = (typeof jobRoles)[number];

export const employmentTypes = ['full_time', 'part_time', 'seasonal', 'temporary'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const payPeriods = ['hour', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof payPeriods)[number];

/** Hours a year behind each period, to compare pay across periods (filters, sorting by pay). */
export const hoursPerPeriod: Readonly<Record<PayPeriod, number>> = {
  hour: 1,
  week: 40,
  month: 2080 / 12,
  year: 2080,
};

/** What a job gives beyond the pay (issue 16, total pay): shown on its page and in JobPosting. */
export const jobPerks = ['paid_breaks', 'staff_meals', 'uniform'] as const;
export type JobPerk = (typeof jobPerks)[number];

/**
 * How a job's tips reach the person (issue 16, total pay): none, a pool shared by the team, kept by
 * whoever earned them, or a service charge shared out. Anything but `none` shows "+ tips".
 */
export const tipModels = ['none', 'pooled', 'kept', 'service_charge'] as const;
export type TipModel = (typeof tipModels)[number];

/** The unit of a venue's typical tips: a shift or an hour. */
export const tipUnits = ['shift', 'hour'] as const;
export type TipUnit = (typeof tipUnits)[number];

/** draft → open → closed, and a closed job can be reopened. */
export const jobStatuses = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobStatusMoves: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open'],
};

export function canMoveJob(from: JobStatus, to: JobStatus): boolean {
  return jobStatusMoves[from].includes(to);
}
