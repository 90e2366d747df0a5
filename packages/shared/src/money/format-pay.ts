/** A job's pay as numbers, in the reader's language, before the words ("per hour", "+ tips"). */
export type PayAmount = { kind: 'none' } | { kind: 'amount'; text: string };

export interface PayNumbers {
  salary: number | null;
  salaryMax: number | null;
  /** ISO 4217; null when the venue never chose one (shown as plain numbers, as before). */
  currency: string | null;
}

/** The currency's own number of minor digits (2 for EUR, 0 for ISK), or 2 when unknown. */
function minorDigits(currency: string | null): number {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

function numberFormat(locale: string, currency: string | null, cents: boolean) {
  const digits = cents ? minorDigits(currency) : 0;
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: digits,
    maximumFractionDigits: cents ? Math.max(digits, 2) : 0,
  };
  try {
    return new Intl.NumberFormat(
      locale,
      currency ? { ...options, style: 'currency', currency } : options,
    );
  } catch {
    // An unknown locale or currency code: plain numbers in English rather than no page.
    return new Intl.NumberFormat('en', options);
  }
}

/**
 * An amount or a range in the reader's locale, with the currency when the job states one
 * (`Intl.NumberFormat` currency style: "€14–16" in English, "14–16 €" in German, "£12.50–15.00").
 * A range whose ends are equal is an amount; cents show on both ends when either has them.
 */
export function formatPay(pay: PayNumbers, locale: string): PayAmount {
  const { salary, salaryMax, currency } = pay;
  if (salary === null) return { kind: 'none' };
  const top = salaryMax !== null && salaryMax !== salary ? salaryMax : null;
  const cents = [salary, top].some((value) => value !== null && !Number.isInteger(value));
  const format = numberFormat(locale, currency, cents);
  if (top === null) return { kind: 'amount', text: format.format(salary) };
  // formatRange shares the symbol ("14–16 €"); browsers without it get two full amounts.
  const text =
    typeof format.formatRange === 'function'
      ? format.formatRange(salary, top)
      : `${format.format(salary)}–${format.format(top)}`;
  return { kind: 'amount', text };
}
