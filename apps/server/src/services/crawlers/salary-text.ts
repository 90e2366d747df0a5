import type { PayPeriod } from '@brigade/shared/jobs/job-options';

/** "14–16 GBP per hour", "2000 EUR per month"; no currency when the job states none. */
export function salaryText(
  salary: number | null,
  salaryMax: number | null,
  period: PayPeriod,
  currency: string | null,
): string | null {
  if (salary === null) return null;
  const amount =
    salaryMax !== null && salaryMax !== salary ? `${salary}–${salaryMax}` : `${salary}`;
  return `${amount}${currency ? ` ${currency}` : ''} per ${period}`;
}
