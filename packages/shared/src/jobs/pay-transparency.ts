import { jobPublishInput, neededToPublish } from './job-input.ts';

/** The European Union's member states (ISO 3166-1 alpha-2), as in money/countries.ts. */
// prettier-ignore
export const euCountries: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/**
 * EU pay transparency (Directive (EU) 2023/970, article 5): a job seeker is told the initial pay
 * or its range before any interview, and is never asked for their pay history (Brigade has no
 * such field). So a venue in the EU publishes a listing only with its pay stated: an amount, or
 * a range. Anywhere else stating the pay stays a choice.
 */
export function payNeededToPublish(venueCountry: string | null | undefined): boolean {
  return !!venueCountry && euCountries.has(venueCountry.toUpperCase());
}

export const hasPay = (job: { salary: number | null }): boolean => job.salary !== null;

/** The pay, needed to publish for a venue in the EU. */
export const payToPublish = neededToPublish('salary', 'validation.payRequiredEu');

/** Post a Job's "Publish now" for a venue in the EU: hours and pay both required. */
export const jobPublishInputInEu = jobPublishInput.refine(hasPay, payToPublish);
