import type { JobSummary } from '@brigade/shared/jobs/job-answers';

/** A job's pay as numbers in the reader's language, before the words ("per hour", "+ tips"). */
export type PayParts =
  | { kind: 'none' }
  | { kind: 'amount'; amount: string }
  | { kind: 'range'; from: string; to: string };

/**
 * An amount, or a range when the top differs; cents are shown for both ends when either has
 * them (12.50–15.00, not 12.5–15). No currency: the spec names none, and a venue states it.
 */
export function payParts(job: Pick<JobSummary, 'salary' | 'salaryMax'>, locale: string): PayParts {
  const { salary, salaryMax } = job;
  if (salary === null) return { kind: 'none' };
  const top = salaryMax !== null && salaryMax !== salary ? salaryMax : null;
  const cents = [salary, top].some((value) => value !== null && !Number.isInteger(value));
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
  if (top === null) return { kind: 'amount', amount: format.format(salary) };
  return { kind: 'range', from: format.format(salary), to: format.format(top) };
}
