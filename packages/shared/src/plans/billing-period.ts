/**
 * Monthly allowances (first messages to people who did not apply) count again each billing
 * month. A paid plan's months run from the day it started (started on the 31st: the last day of
 * shorter months); the free plans' months are calendar months (UTC).
 */
export interface BillingMonth {
  start: Date;
  end: Date;
}

const calendarAnchor = new Date(Date.UTC(2000, 0, 1));

export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The billing month holding `now`, counted from `anchor` (null: calendar months). */
export function billingMonthOf(anchor: Date | null, now: Date): BillingMonth {
  const from = anchor ?? calendarAnchor;
  let months =
    (now.getUTCFullYear() - from.getUTCFullYear()) * 12 + now.getUTCMonth() - from.getUTCMonth();
  if (addMonths(from, months) > now) months -= 1;
  if (months < 0) months = 0;
  return { start: addMonths(from, months), end: addMonths(from, months + 1) };
}
