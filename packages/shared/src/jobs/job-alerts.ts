import { z } from 'zod';
import { mailFrequencies, type MailFrequency } from '../notifications/mail-topics.ts';
import { jobSearchQuery } from './job-search.ts';

/**
 * The Browse Jobs parameters an alert keeps: the filters. Paging and order mean nothing to an
 * alert, and "posted within" would only ever match new listings anyway. `fits` ('true'): only
 * jobs whose shifts fit the owner's availability (their resume's week grid when the job opens).
 */
export const jobAlertFilterKeys = [
  'q',
  'role',
  'employmentType',
  'city',
  'minPay',
  'payPeriod',
  'minTotal',
  'currency',
  'fits',
] as const;
export type JobAlertFilterKey = (typeof jobAlertFilterKeys)[number];

/** An alert's search: Browse Jobs URL parameters, as strings (`{ role: 'cook', city: 'Leeds' }`). */
export type JobAlertQuery = Partial<Record<JobAlertFilterKey, string>>;

/**
 * The filters of a Browse Jobs search (its URL parameters, or an alert's saved ones), read as
 * Browse Jobs reads them — malformed values dropped, words trimmed — and written back as
 * strings: only what narrows the search, the pay period only with a minimum pay, the currency
 * only with a minimum pay or total.
 */
export function jobAlertQueryOf(params: Record<string, string | undefined>): JobAlertQuery {
  const read = jobSearchQuery.parse(params);
  const query: JobAlertQuery = {};
  if (read.q) query.q = read.q;
  if (read.role) query.role = read.role;
  if (read.employmentType) query.employmentType = read.employmentType;
  if (read.city) query.city = read.city;
  if (read.minPay !== undefined) {
    query.minPay = String(read.minPay);
    query.payPeriod = read.payPeriod;
  }
  if (read.minTotal !== undefined) query.minTotal = String(read.minTotal);
  if ((read.minPay !== undefined || read.minTotal !== undefined) && read.currency) {
    query.currency = read.currency;
  }
  if (read.fits) query.fits = 'true';
  return query;
}

/** Whether a search narrows anything: an alert for every listing is refused. */
export const hasAlertFilter = (query: JobAlertQuery): boolean => Object.keys(query).length > 0;

/** What the request may carry: the page's URL parameters (others, like `page`, are ignored). */
const rawQuery = z.object({
  q: z.string().max(200, 'validation.textTooLong').optional(),
  role: z.string().max(50).optional(),
  employmentType: z.string().max(50).optional(),
  city: z.string().max(100, 'validation.textTooLong').optional(),
  minPay: z.string().max(20).optional(),
  payPeriod: z.string().max(20).optional(),
  minTotal: z.string().max(20).optional(),
  currency: z.string().max(3).optional(),
  fits: z.string().max(5).optional(),
});

const alertName = z
  .string()
  .trim()
  .min(1, 'jobAlerts.validation.nameRequired')
  .max(80, 'jobAlerts.validation.nameTooLong');

const frequency = z.enum(mailFrequencies, 'jobAlerts.validation.frequencyInvalid');

/** POST /api/job-alerts: a name, the search to watch, how often to mail, paused or not. */
export const jobAlertInput = z.object({
  name: alertName,
  query: rawQuery
    .transform((raw) => jobAlertQueryOf(raw))
    .refine(hasAlertFilter, 'jobAlerts.validation.noFilter'),
  // Daily is free for everyone; instant alerts come with Pro (plans/plans.ts).
  frequency: frequency.default('daily'),
  paused: z.boolean().default(false),
});
export type JobAlertInput = z.input<typeof jobAlertInput>;
/** An alert as the server saves it: the name trimmed, the query read as Browse Jobs reads it. */
export type JobAlertValues = z.output<typeof jobAlertInput>;

/** PATCH /api/job-alerts/:id: rename, pause or resume, change the frequency (any of them). */
export const jobAlertChangeInput = z
  .object({ name: alertName, frequency, paused: z.boolean() })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'jobAlerts.validation.nothingToChange');
export type JobAlertChangeInput = z.infer<typeof jobAlertChangeInput>;

export interface JobAlertView {
  id: string;
  name: string;
  query: JobAlertQuery;
  frequency: MailFrequency;
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /api/job-alerts: my alerts, newest first, how many my plan lets me keep, and whether it
 * lets them mail at once (instant) rather than once a day.
 */
export interface JobAlertsAnswer {
  items: JobAlertView[];
  limit: number;
  instantAlerts: boolean;
}
